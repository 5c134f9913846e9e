import { describe, expect, it } from 'vitest';
import { segmentText } from '../../../core';
import { breakdownFromCounts } from './breakdownFromCounts';
import { segmentsHash } from './segmentsHash';

const text = 'AAA\n\nBBB\n\nCCC';
const segments = segmentText(text, [
  { key: 'a', start: 0, end: 3 },
  { key: 'b', start: 5, end: 8 },
  { key: 'a', start: 10, end: 13 },
]);

describe('breakdownFromCounts', () => {
  it('uses the worker counts per segment and groups them by key', () => {
    const breakdown = breakdownFromCounts(segments, [1, 2, 3], 'o200k_base');
    // "a" appears twice (a custom template and its memory never do, but nothing forbids it).
    expect(breakdown.rows.map((row) => [row.key, row.tokens])).toEqual([
      ['a', 4],
      ['b', 2],
    ]);
    expect(breakdown.total).toBe(6);
  });

  it('refuses counts that do not match the segments', () => {
    expect(() => breakdownFromCounts(segments, [1, 2], 'o200k_base')).toThrow(/expected 3/);
  });
});

describe('segmentsHash', () => {
  it('is stable for equal segments and changes with any text or key', () => {
    const same = segmentText(text, [
      { key: 'a', start: 0, end: 3 },
      { key: 'b', start: 5, end: 8 },
      { key: 'a', start: 10, end: 13 },
    ]);
    expect(segmentsHash(same)).toBe(segmentsHash(segments));
    const edited = segmentText(`${text}!`, [{ key: 'a', start: 0, end: 3 }]);
    expect(segmentsHash(edited)).not.toBe(segmentsHash(segments));
    const rekeyed = segments.map((s, i) => (i === 1 ? { ...s, key: 'c' } : s));
    expect(segmentsHash(rekeyed)).not.toBe(segmentsHash(segments));
  });
});
