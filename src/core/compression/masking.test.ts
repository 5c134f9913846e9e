import { describe, expect, it } from 'vitest';
import type { Content } from '../content';
import { estimateTokenCount, HEURISTIC_CURRENT } from '../tokens';
import { MASKED_OUTPUT_TAG, maskToolOutputs } from './masking';

/** A user turn holding one tool output of about `tokens` heuristic tokens (4 chars each). */
const output = (tokens: number, name = 'read_file'): Content => ({
  role: 'user',
  parts: [{ functionResponse: { name, response: { output: 'x'.repeat(tokens * 4) } } }],
});
const latest: Content = { role: 'user', parts: [{ text: 'latest turn' }] };
const tokensOf = (c: Content): number => estimateTokenCount(c.parts ?? [], HEURISTIC_CURRENT);
const isMaskedAt = (history: Content[], i: number): boolean =>
  JSON.stringify(history[i]).includes(MASKED_OUTPUT_TAG);

describe('maskToolOutputs: thresholds', () => {
  it('masks nothing while every output fits in the 50,000 protected tokens', () => {
    const history = [output(20_000), output(20_000), latest];
    const result = maskToolOutputs(history, { projectTempDir: '/t' });
    expect(result.masked).toHaveLength(0);
    expect(result.skipped).toBe('nothing-past-boundary');
  });

  it('masks nothing when the prunable part stays under 30,000 tokens', () => {
    // Newest 45k protected; the 20k output crosses the boundary: prunable 20k < 30k.
    const history = [output(20_000), output(45_000), latest];
    const result = maskToolOutputs(history, { projectTempDir: '/t' });
    expect(result.skipped).toBe('below-minimum');
    expect(result.prunableTokens).toBeGreaterThan(19_000);
    expect(result.history).toEqual(history);
  });

  it('masks the outputs past the boundary once they reach 30,000 tokens', () => {
    const history = [output(15_000), output(16_000), output(49_000), latest];
    const result = maskToolOutputs(history, { projectTempDir: '/t' });
    expect(result.skipped).toBeNull();
    expect(result.masked.map((m) => m.messageIndex).sort()).toEqual([0, 1]);
    expect(isMaskedAt(result.history, 2)).toBe(false);
    expect(isMaskedAt(result.history, 0)).toBe(true);
    expect(result.tokensSaved).toBeGreaterThan(30_000);
    expect(result.masked[0]?.path).toMatch(/^\/t\/tool-outputs\//);
  });

  it('counts the output that crosses the boundary as prunable', () => {
    const history = [output(30_000), output(30_000), latest];
    const result = maskToolOutputs(history, { projectTempDir: '/t' });
    expect(result.protectedTokens).toBe(50_000);
    expect(result.masked.map((m) => m.messageIndex)).toEqual([0]);
  });

  it('never touches the latest turn, even when it is the biggest output', () => {
    const history = [output(40_000), output(60_000), output(200_000)];
    const result = maskToolOutputs(history, { projectTempDir: '/t' });
    expect(isMaskedAt(result.history, 2)).toBe(false);
    // The 60k output crosses the boundary, so it and everything older is prunable.
    expect(result.masked.map((m) => m.messageIndex)).toEqual([1, 0]);
  });

  it('skips exempt tools and outputs that are already masked', () => {
    const history = [
      output(40_000, 'ask_user'),
      output(40_000, 'activate_skill'),
      output(45_000),
      latest,
    ];
    const result = maskToolOutputs(history, { projectTempDir: '/t' });
    expect(result.masked).toHaveLength(0);
    const again = maskToolOutputs(
      maskToolOutputs([output(40_000), output(60_000), latest], { projectTempDir: '/t' }).history,
      { projectTempDir: '/t' },
    );
    expect(again.masked).toHaveLength(0);
  });

  it('does not mutate its input', () => {
    const history = [output(40_000), output(60_000), latest];
    const copy = structuredClone(history);
    maskToolOutputs(history, { projectTempDir: '/t' });
    expect(history).toEqual(copy);
    expect(tokensOf(history[0] as Content)).toBeGreaterThan(39_000);
  });
});
