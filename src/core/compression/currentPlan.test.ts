import { describe, expect, it } from 'vitest';
import type { Content } from '../content';
import { planCompression } from './plan';
import { simulateCompression } from './simulate';
import { CompressionStatus } from './status';

const environment = {
  date: '2026-02-05',
  locale: 'en-US',
  platform: 'linux' as const,
  tempDir: '/t',
  workspaceDirs: ['/w'],
  trees: { '/w': 'TREE' },
  environmentMemory: '',
  session: { includeDirectoryTree: true, memory: { extension: '', project: '' } },
};

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
    expect(JSON.stringify(plan.truncation.history)).toContain('characters omitted');
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

describe('simulateCompression: CONTENT_TRUNCATED', () => {
  it('applies the truncated history after a failed attempt, without summarising', async () => {
    let calls = 0;
    const simulation = await simulateCompression(history(8, 120_000), {
      model: 'auto',
      projectTempDir: '/t',
      hasFailedCompressionAttempt: true,
      current: {},
      environment,
      summarise: () => {
        calls++;
        return Promise.resolve('x');
      },
    });
    expect(simulation.statusName).toBe('CONTENT_TRUNCATED');
    expect(simulation.status).toBe(CompressionStatus.CONTENT_TRUNCATED);
    expect(simulation.applied).toBe(true);
    expect(calls).toBe(0);
    expect(simulation.tokens.after).toBeLessThan(simulation.tokens.before);
  });

  it('stays NOOP for 2026-02', async () => {
    const simulation = await simulateCompression(history(8, 120_000), {
      model: 'auto',
      projectTempDir: '/t',
      hasFailedCompressionAttempt: true,
      environment,
      summarise: () => Promise.resolve('x'),
    });
    expect(simulation.statusName).toBe('NOOP');
  });
});
