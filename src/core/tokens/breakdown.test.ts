import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakdownOfCounts, computeBreakdown } from './breakdown';
import { createCountCache } from './countCache';
import { segmentText } from './segmentText';
import { heuristicCounter, type TokenCounter } from './tokenCounter';

/** A counter that records every text it is asked to count (one token per word). */
function spyCounter(): TokenCounter & { calls: string[] } {
  const calls: string[] = [];
  return {
    id: 'words',
    label: 'words',
    calls,
    count(text) {
      calls.push(text);
      return text.split(/\s+/).filter(Boolean).length;
    },
  };
}

describe('computeBreakdown', () => {
  it('reports tokens, chars, share and savings per key', () => {
    const text = 'one two three\n\nfour';
    const segments = segmentText(text, [
      { key: 'a', start: 0, end: 13 },
      { key: 'b', start: 15, end: 19 },
    ]);
    expect(computeBreakdown(segments, spyCounter())).toEqual({
      total: 4,
      chars: text.length,
      rows: [
        { key: 'a', chars: 13, tokens: 3, share: 0.75, savesIfOff: 3 },
        { key: 'b', chars: 6, tokens: 1, share: 0.25, savesIfOff: 1 },
      ],
    });
  });

  it('merges segments sharing a key into one row, in first-appearance order', () => {
    const segments = segmentText('x y z', [
      { key: 'k', start: 0, end: 1 },
      { key: 'm', start: 2, end: 3 },
      { key: 'k', start: 4, end: 5 },
    ]);
    expect(computeBreakdown(segments, spyCounter()).rows.map((r) => [r.key, r.tokens])).toEqual([
      ['k', 2],
      ['m', 1],
    ]);
  });

  it('has a zero share for every row when the total is 0', () => {
    const result = computeBreakdown(segmentText('   ', []), spyCounter());
    expect(result.total).toBe(0);
    expect(result.rows[0]?.share).toBe(0);
  });

  it('sums rows to the total and chars to the text length (property)', () => {
    const input = fc.string({ unit: 'binary', maxLength: 300 }).chain((text) =>
      fc.tuple(
        fc.constant(text),
        fc.array(
          fc.record({
            key: fc.constantFrom('preamble', 'git', 'memory'),
            start: fc.nat({ max: text.length }),
            end: fc.nat({ max: text.length }),
          }),
          { maxLength: 6 },
        ),
      ),
    );
    fc.assert(
      fc.property(input, ([text, spans]) => {
        const result = computeBreakdown(segmentText(text, spans), heuristicCounter);
        expect(result.rows.reduce((n, r) => n + r.tokens, 0)).toBe(result.total);
        expect(result.rows.reduce((n, r) => n + r.chars, 0)).toBe(text.length);
        expect(result.chars).toBe(text.length);
      }),
    );
  });
});

describe('createCountCache', () => {
  it('does not recount an unchanged segment', () => {
    const spy = spyCounter();
    const cache = createCountCache(spy, 100);
    const spans = [
      { key: 'a', start: 0, end: 9 },
      { key: 'b', start: 9, end: 18 },
    ];
    computeBreakdown(segmentText('alpha one beta two', spans), spy, cache);
    spy.calls.length = 0;
    // Only section "b" changed, so only its text reaches the counter.
    const again = computeBreakdown(segmentText('alpha one beta 2!!', spans), spy, cache);
    expect(spy.calls).toEqual([' beta 2!!']);
    expect(again.total).toBe(4);
  });

  it('evicts the least recently used text beyond maxEntries', () => {
    const spy = spyCounter();
    const cache = createCountCache(spy, 2);
    cache.count('a');
    cache.count('b');
    cache.count('a'); // refreshes "a"
    cache.count('c'); // evicts "b"
    spy.calls.length = 0;
    cache.count('a');
    cache.count('b');
    expect(spy.calls).toEqual(['b']);
    expect(cache.size).toBe(2);
  });

  it('is bypassed when it wraps a different counter', () => {
    const spy = spyCounter();
    const cache = createCountCache(heuristicCounter, 10);
    computeBreakdown(segmentText('hello world', []), spy, cache);
    expect(spy.calls).toEqual(['hello world']);
    expect(cache.size).toBe(0);
  });
});

describe('breakdownOfCounts', () => {
  it('groups counts given by position exactly as computeBreakdown groups counted texts', () => {
    const segment = fc.record({
      key: fc.constantFrom('a', 'b', 'c'),
      text: fc.string({ maxLength: 12 }),
      tokens: fc.nat(50),
    });
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 8 }), (parts) => {
        const segments = parts.map(({ key, text }) => ({ key, text, start: 0, end: text.length }));
        const counts = parts.map((part) => part.tokens);
        // Counted by position: equal texts may carry different counts (a counter never would).
        let next = 0;
        const byPosition: TokenCounter = { id: 'p', label: 'p', count: () => counts[next++] ?? 0 };
        expect(breakdownOfCounts(segments, counts)).toEqual(computeBreakdown(segments, byPosition));
      }),
    );
  });

  it('reads no text: a count given for a segment is used as it is', () => {
    const segments = [{ key: 'memory', text: 'x'.repeat(10), start: 0, end: 10 }];
    expect(breakdownOfCounts(segments, [7])).toEqual({
      total: 7,
      chars: 10,
      rows: [{ key: 'memory', chars: 10, tokens: 7, share: 1, savesIfOff: 7 }],
    });
  });
});
