import { describe, expect, it } from 'vitest';
import { createPieceCounts } from './pieceCounts';

/** A counter that records what it was asked. */
function recording() {
  const asked: string[] = [];
  return { asked, count: (piece: string) => (asked.push(piece), piece.length) };
}

describe('createPieceCounts', () => {
  it('counts a piece once while it is remembered', () => {
    const { asked, count } = recording();
    const counts = createPieceCounts(count, 100);
    expect(['ab', 'abc', 'ab', 'abc', 'ab'].map(counts)).toEqual([2, 3, 2, 3, 2]);
    expect(asked).toEqual(['ab', 'abc']);
  });

  it('keeps a piece met in each generation and forgets one not met for two', () => {
    const { asked, count } = recording();
    // Generations of two pieces: the young one turns old at its second piece.
    const counts = createPieceCounts(count, 4);
    counts('kept');
    counts('lost');
    // Both are old now; `kept` is met again (back to the young), `lost` is not.
    counts('kept');
    counts('x');
    // The young generation (`kept`, `x`) turned old; the one holding `lost` is gone.
    counts('kept');
    counts('lost');
    expect(asked).toEqual(['kept', 'lost', 'x', 'lost']);
  });

  it('holds at most its capacity of pieces', () => {
    const { asked, count } = recording();
    const counts = createPieceCounts(count, 10);
    const pieces = Array.from({ length: 25 }, (_, i) => `piece ${i}`);
    pieces.forEach(counts);
    asked.length = 0;
    // Only the last generations (at most 10 pieces) are still remembered.
    pieces.forEach(counts);
    expect(asked.length).toBeGreaterThanOrEqual(15);
    expect(pieces.map(counts)).toEqual(pieces.map((p) => p.length));
  });
});
