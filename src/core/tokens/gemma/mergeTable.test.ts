/** The merge table answers as a map of pairs would, the first listing of a pair winning. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildMergeTable, NO_MERGE } from './mergeTable';

describe('the merge table', () => {
  it('gives each listed pair its rank and any other pair none', () => {
    const table = buildMergeTable([5, 5, 262_143, 0], [7, 8, 262_143, 0]);
    expect(table.rankOf(5, 7)).toBe(0);
    expect(table.rankOf(5, 8)).toBe(1);
    expect(table.rankOf(262_143, 262_143)).toBe(2);
    expect(table.rankOf(0, 0)).toBe(3);
    expect(table.rankOf(7, 5)).toBe(NO_MERGE);
    expect(table.rankOf(0, 1)).toBe(NO_MERGE);
    expect(table.size).toBe(4);
  });

  it('keeps the lowest rank of a pair listed twice', () => {
    const table = buildMergeTable([1, 2, 1], [2, 3, 2]);
    expect(table.rankOf(1, 2)).toBe(0);
    expect(table.size).toBe(2);
  });

  it('agrees with a map of pairs over many random merges (collisions included)', () => {
    const id = fc.integer({ min: 0, max: 262_143 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(id, id), { maxLength: 3_000 }),
        fc.array(fc.tuple(id, id)),
        (merges, probes) => {
          const table = buildMergeTable(
            merges.map(([l]) => l),
            merges.map(([, r]) => r),
          );
          const expected = new Map<string, number>();
          merges.forEach(([l, r], rank) => {
            if (!expected.has(`${l},${r}`)) expected.set(`${l},${r}`, rank);
          });
          expect(table.size).toBe(expected.size);
          for (const [l, r] of [...merges, ...probes]) {
            expect(table.rankOf(l, r)).toBe(expected.get(`${l},${r}`) ?? NO_MERGE);
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});
