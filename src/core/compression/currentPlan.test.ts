import { describe, expect, it } from 'vitest';
import type { Content } from '../content';
import { planCompression } from './plan';
import { truncateHistoryToBudget } from './truncateHistory';

/** A user turn, a call and a big tool output, repeated. */
function history(turns: number, outputChars: number): Content[] {
  const out: Content[] = [];
  for (let i = 0; i < turns; i++) {
    out.push({ role: 'user', parts: [{ text: `step ${i}` }] });
    out.push({ role: 'model', parts: [{ functionCall: { name: 'run_shell_command', args: {} } }] });
    out.push({
      role: 'user',
      parts: [
        {
          functionResponse: {
            name: 'run_shell_command',
            response: { output: `${i}`.repeat(outputChars) },
          },
        },
      ],
    });
    out.push({ role: 'model', parts: [{ text: `done ${i}` }] });
  }
  return out;
}

describe('planCompression for the current CLI', () => {
  it('resolves the model, alias and limit with the current rules', () => {
    const plan = planCompression(history(2, 10), {
      model: 'auto',
      projectTempDir: '/t',
      current: {},
    });
    expect(plan.cliVersion).toBe('0.61.0');
    expect(plan.resolvedModel).toBe('gemini-3-pro-preview');
    expect(plan.compressionModelAlias).toBe('chat-compression-3-pro');
    const gemma = planCompression(history(1, 10), {
      model: 'gemma-4-31b-it',
      projectTempDir: '/t',
      current: {},
    });
    expect(gemma.trigger.tokenLimit).toBe(256_000);
  });

  it('cuts over-budget outputs by characters (head and tail) into tool-outputs/', () => {
    const plan = planCompression(history(8, 120_000), {
      model: 'auto',
      projectTempDir: '/t',
      force: true,
      current: {},
    });
    expect(plan.maxChars).toBe(40_000);
    expect(plan.truncation.truncated.length).toBeGreaterThan(0);
    expect(plan.truncation.truncated[0]?.path).toMatch(/^\/t\/tool-outputs\//);
    expect(JSON.stringify(plan.truncation.history).includes('characters not shown] …')).toBe(true);
  });

  it('adds the plan-preservation block to the compression prompt with an approved plan', () => {
    const plan = planCompression(history(2, 10), {
      model: 'auto',
      projectTempDir: '/t',
      current: { approvedPlanPath: 'plans/login.md' },
    });
    expect(plan.summaryRequest.systemInstruction).toContain('### APPROVED PLAN PRESERVATION');
    expect(plan.summaryRequest.systemInstruction).toContain('plans/login.md');
  });

  it('shows the masking step; 2026-02 has none', () => {
    const input = history(8, 120_000);
    expect(
      planCompression(input, { model: 'auto', projectTempDir: '/t', current: {} }).masking?.masked
        .length,
    ).toBeGreaterThan(0);
    expect(planCompression(input, { model: 'auto', projectTempDir: '/t' }).masking).toBeNull();
  });
});

describe('truncateHistoryToBudget in the current CLI form', () => {
  // packages/core/src/context/chatCompressionService.ts `truncateHistoryToBudget`: every message
  // is rebuilt as `{ ...content, parts: newParts }` and a cut output becomes
  // `{ functionResponse: { ...functionResponse, response: { output } } }` (other part fields
  // are not carried over); the file comes from saveTruncatedToolOutput without a session id.
  const big = (id: string): Content => ({
    role: 'user',
    parts: [
      {
        functionResponse: { id, name: 'Read.File', response: { output: 'x'.repeat(240_000) } },
        thoughtSignature: 'sig',
      },
    ],
  });
  const input: Content[] = [
    { role: 'user' },
    { role: 'model', parts: [{ text: 'ok' }] },
    big('a'),
    { role: 'model', parts: [{ text: 'ok' }] },
    big('b'),
    { role: 'model', parts: [{ text: 'ok' }] },
  ];

  it('replaces the part with the function response alone and gives partless messages []', () => {
    const truncation = truncateHistoryToBudget(input, { projectTempDir: '/t', maxChars: 100 });
    // Each output is 60,000 tokens: the newest is over the 50,000 budget on its own.
    expect(truncation.truncated.map((t) => t.messageIndex)).toEqual([4, 2]);
    const part = truncation.history[2]?.parts?.[0];
    expect(Object.keys(part ?? {})).toEqual(['functionResponse']);
    expect(truncation.history[0]).toEqual({ role: 'user', parts: [] });
    expect(truncation.truncated.map((t) => t.path)).toEqual([
      '/t/tool-outputs/read_file_1.txt',
      '/t/tool-outputs/read_file_2.txt',
    ]);
  });

  it('marks outputs whose cut splits a character', () => {
    const emoji: Content = {
      role: 'user',
      parts: [
        {
          functionResponse: {
            name: 'shell',
            response: { output: `${'a'.repeat(19)}😀${'b'.repeat(220_000)}` },
          },
        },
      ],
    };
    const truncation = truncateHistoryToBudget([emoji], { projectTempDir: '/t', maxChars: 100 });
    expect(truncation.truncated[0]?.splitsCharacter).toBe(true);
  });
});

describe('the masking step saves under the session folder with the sanitised call id', () => {
  it('uses tool-outputs/session-<id>/<tool>_<call id>_<suffix>.txt', () => {
    const input = history(8, 120_000).map((c, i) =>
      c.parts?.[0]?.functionResponse
        ? {
            ...c,
            parts: [{ functionResponse: { ...c.parts[0].functionResponse, id: `Call-ID.${i}` } }],
          }
        : c,
    );
    const plan = planCompression(input, {
      model: 'auto',
      projectTempDir: '/t',
      current: { sessionId: 'S.1' },
    });
    const path = plan.masking?.masked[0]?.path ?? '';
    expect(path).toMatch(
      /^\/t\/tool-outputs\/session-S_1\/run_shell_command_call-id_\d+_[0-9a-z]{6}\.txt$/,
    );
  });
});
