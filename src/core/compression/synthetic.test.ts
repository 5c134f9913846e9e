import { describe, expect, it } from 'vitest';
import { curateHistory } from './curate';
import { parseHistoryJson } from './parseHistory';
import { planCompression } from './plan';
import { generateSyntheticHistory } from './synthetic';

describe('generateSyntheticHistory', () => {
  const history = generateSyntheticHistory({ turns: 20, seed: 7 });

  it('is deterministic for a seed and differs across seeds', () => {
    expect(generateSyntheticHistory({ turns: 20, seed: 7 })).toEqual(history);
    expect(generateSyntheticHistory({ turns: 20, seed: 8 })).not.toEqual(history);
  });

  it('starts every turn with a user request and pairs each call with its response', () => {
    const requests = history.filter((c) => c.role === 'user' && c.parts?.[0]?.text !== undefined);
    expect(requests).toHaveLength(20);
    const calls = history.flatMap((c) => c.parts ?? []).filter((p) => p.functionCall);
    const responses = history.flatMap((c) => c.parts ?? []).filter((p) => p.functionResponse);
    expect(responses.map((p) => p.functionResponse?.id)).toEqual(
      calls.map((p) => p.functionCall?.id),
    );
    const tools = new Set(calls.map((p) => p.functionCall?.name));
    expect([...tools].sort()).toEqual(['grep_search', 'read_file', 'replace', 'run_shell_command']);
  });

  it('writes the same history as it always has (the bench and shared links rely on it)', () => {
    const text = JSON.stringify(history);
    let hash = 2166136261; // FNV-1a over the JSON text's UTF-16 units
    for (let i = 0; i < text.length; i++)
      hash = Math.imul(hash ^ text.charCodeAt(i), 16777619) >>> 0;
    expect([text.length, hash]).toEqual([161560, 3417379439]);
    const outputs = history
      .flatMap((c) => c.parts ?? [])
      .map((p) => (p.functionResponse?.response as { output?: string } | undefined)?.output ?? '');
    const shell = outputs.find((o) => o.startsWith('Command:')) ?? '';
    expect(shell).toMatch(/^Command: git diff --stat\nDirectory: \(root\)\nOutput: {3}\n/);
    expect(shell).toMatch(/\nError: \(none\)\nExit Code: [01]$/);
    const grep = outputs.find((o) => o.startsWith('Found')) ?? '';
    expect(grep).toMatch(
      /^Found 31 matches for pattern "toIsoDate" in path "\.":\n---\nFile: package\.json\nL14: /,
    );
  });

  it('is valid input: nothing curated away and parseHistoryJson accepts it', () => {
    expect(curateHistory(history).dropped).toEqual([]);
    expect(parseHistoryJson(JSON.stringify(history))).toEqual({
      history,
      form: 'contents',
      notes: [],
    });
  });

  it('scales toolOutputChars', () => {
    const small = JSON.stringify(
      generateSyntheticHistory({ turns: 20, seed: 7, toolOutputChars: 200 }),
    );
    expect(small.length).toBeLessThan(JSON.stringify(history).length / 4);
  });
});

describe('planCompression on a 10,000-message synthetic history', () => {
  it('completes and produces a plan (no timing assertion)', () => {
    const big = generateSyntheticHistory({ turns: 1430, seed: 42 });
    expect(big.length).toBeGreaterThan(9_500);
    const plan = planCompression(big, { model: 'auto', projectTempDir: '/tmp/p', force: true });
    expect(plan.split.charCounts).toHaveLength(plan.curated.length);
    expect(plan.split.index).toBeGreaterThan(0);
    expect(plan.truncation.truncated.length).toBeGreaterThan(0);
    expect(plan.decision.rule).toBe('summarise');
  });
});
