import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => [] as string[][][]);
vi.mock('../../workers/tokenCount/client', () => ({
  LARGE_POST_CHARS: 1_000,
  // Counts a text as its length: the test can tell every text got its own count back.
  countInWorker: async (_encoding: string, pieces: string[][]) => {
    calls.push(pieces);
    return {
      counts: pieces.map((p) => p.reduce((n, piece) => n + piece.length, 0)),
      elapsedMs: 0,
      encodedChunks: pieces.length,
    };
  },
}));

const { requestRuns, useEncodedCounts } = await import('./encodedTokenStore');

describe('requestRuns', () => {
  it('cuts texts into runs of at most the limit, in order, a longer text alone', () => {
    const texts = ['a'.repeat(400), 'b'.repeat(400), 'c'.repeat(400), 'd'.repeat(1500), 'e'];
    expect(requestRuns(texts, 1_000).map((run) => run.map((t) => t[0]))).toEqual([
      ['a', 'b'],
      ['c'],
      ['d'],
      ['e'],
    ]);
    expect(requestRuns([], 1_000)).toEqual([]);
  });
});

describe('useEncodedCounts with many large texts', () => {
  it('sends them in several requests and still counts every one', async () => {
    const texts = Array.from({ length: 12 }, (_, i) => `${i}`.padEnd(300 + i, '.'));
    const { result } = renderHook(() => useEncodedCounts('o200k_base', texts, true));
    await waitFor(() => expect(result.current).toEqual(texts.map((t) => t.length)));
    expect(calls.length).toBeGreaterThan(1);
    for (const pieces of calls) {
      const chars = pieces.flat().reduce((n, piece) => n + piece.length, 0);
      expect(chars).toBeLessThanOrEqual(1_000);
    }
    expect(calls.flat().flat().sort()).toEqual([...texts].sort());
  });
});
