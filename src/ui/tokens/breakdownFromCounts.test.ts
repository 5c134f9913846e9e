import { describe, expect, it } from 'vitest';
import { segmentText } from '../../core';
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
  const seg = (key: string, text: string) => ({ key, text, start: 0, end: text.length });
  const long = 'line of memory text\n'.repeat(400);

  it('is stable for equal content and changes with any text or key', () => {
    const base = segmentsHash([seg('a', long), seg('b', 'CCC')]);
    // Equal content in new string objects: the same key, so the cached count is reused.
    expect(
      segmentsHash([seg('a', long.slice(0, 100) + long.slice(100)), seg('b', 'CC' + 'C')]),
    ).toBe(base);
    expect(segmentsHash([seg('a', `${long}x`), seg('b', 'CCC')])).not.toBe(base);
    expect(segmentsHash([seg('a', long.replace('memory', 'Memory')), seg('b', 'CCC')])).not.toBe(
      base,
    );
    expect(segmentsHash([seg('a', long), seg('c', 'CCC')])).not.toBe(base);
    expect(segmentsHash([seg('a', long + 'CCC')])).not.toBe(base);
  });
});
