import { describe, expect, it } from 'vitest';
import type { Content } from '../content';
import { functionResponsePayload, truncateHistoryToBudget } from './truncateHistory';

const respond = (name: string, response: Record<string, unknown> | string): Content => ({
  role: 'user',
  parts: [{ functionResponse: { name, response: response as Record<string, unknown> } }],
});
/** `chars` ASCII characters on several lines = chars / 4 estimated tokens. */
const output = (chars: number, mark: string): string =>
  Array.from({ length: chars / 10 }, () => `${mark.repeat(9)}\n`).join('');

describe('functionResponsePayload', () => {
  it.each([
    ['a string response', 'plain', 'plain'],
    ['response.output', { output: 'out', content: 'c' }, 'out'],
    ['response.content when output is not a string', { output: 3, content: 'c' }, 'c'],
    ['pretty JSON otherwise', { stdout: 'x' }, '{\n  "stdout": "x"\n}'],
  ])('uses %s', (_name, response, expected) => {
    expect(functionResponsePayload(response as Record<string, unknown>)).toBe(expected);
  });
});

describe('truncateHistoryToBudget', () => {
  // Budget 1000 tokens; each output is 2000 chars = 500 tokens.
  const history: Content[] = [
    { role: 'user', parts: [{ text: 'start' }] },
    respond('read_file', { output: output(2000, 'a') }), // oldest
    respond('grep_search', { output: output(2000, 'b') }),
    respond('run_shell_command', { output: output(2000, 'c') }), // newest
  ];
  const result = truncateHistoryToBudget(history, {
    budgetTokens: 1000,
    projectTempDir: '/tmp/proj',
    firstId: 4,
  });

  it('keeps the newest outputs that fit and truncates the oldest', () => {
    // Newest-first walk: c (500) and b (1000 total) fit; a would make 1500 > 1000.
    expect(result.truncated.map((t) => t.messageIndex)).toEqual([1]);
    expect(result.history[2]).toBe(history[2]);
    expect(result.history[3]).toBe(history[3]);
  });

  it('saves the full payload under tool_output with the next id', () => {
    expect(result.savedOutputs).toEqual([
      { path: '/tmp/proj/tool_output/read_file_4.txt', content: output(2000, 'a') },
    ]);
  });

  it('replaces the response with {output: placeholder} and keeps name', () => {
    const fr = result.history[1]?.parts?.[0]?.functionResponse;
    expect(fr?.name).toBe('read_file');
    const placeholder = (fr?.response as { output: string }).output;
    expect(placeholder).toContain('/tmp/proj/tool_output/read_file_4.txt');
    expect(placeholder.split('\n')[1]).toBe('...');
  });

  it('counts the placeholder tokens against the budget', () => {
    const t = result.truncated[0];
    expect(t?.originalTokens).toBe(500);
    expect(result.countedTokens).toBe(1000 + (t?.placeholderTokens ?? 0));
  });

  it('never mutates the input', () => {
    expect((history[1]?.parts?.[0]?.functionResponse?.response as { output: string }).output).toBe(
      output(2000, 'a'),
    );
  });

  it('walks parts last to first and keeps truncating once over budget, even small outputs', () => {
    const multi: Content[] = [
      respond('tiny', 'x'),
      {
        role: 'user',
        parts: [
          { functionResponse: { name: 'first', response: { output: output(400, 'f') } } },
          { functionResponse: { name: 'last', response: { output: output(400, 'l') } } },
        ],
      },
    ];
    const r = truncateHistoryToBudget(multi, { budgetTokens: 120, projectTempDir: '/t' });
    // 'last' (100 tokens) fits; 'first' would exceed; the placeholder then takes the counter
    // over the budget, so even the 0-token 'tiny' output is replaced.
    expect(r.truncated.map((t) => [t.messageIndex, t.partIndex, t.tool, t.id])).toEqual([
      [1, 0, 'first', 1],
      [0, 0, 'tiny', 2],
    ]);
    expect(r.savedOutputs.map((s) => s.path)).toEqual([
      '/t/tool_output/first_1.txt',
      '/t/tool_output/tiny_2.txt',
    ]);
  });

  it('leaves histories under budget untouched', () => {
    const r = truncateHistoryToBudget(history, { projectTempDir: '/tmp/proj' });
    expect(r.truncated).toEqual([]);
    expect(r.history).toEqual(history);
    expect(r.countedTokens).toBe(1500);
  });
});
