import { describe, expect, it } from 'vitest';
import { diffPartSizes, type PartSize } from './versionDiff';

const part = (key: string, chars: number, tokens: number): PartSize => ({ key, chars, tokens });

describe('diffPartSizes', () => {
  const before = [
    part('PREAMBLE', 200, 35),
    part('COREMANDATES', 2_000, 430),
    part('FINALREMINDER', 470, 87),
  ];
  const after = [
    part('PREAMBLE', 200, 35),
    part('COREMANDATES', 9_600, 1_913),
    part('INTERACTIVEYOLOMODE', 546, 108),
  ];

  it('classifies each part and gives its token delta', () => {
    const { changes } = diffPartSizes(before, after);
    expect(changes.map((c) => [c.key, c.change, c.tokenDelta])).toEqual([
      ['PREAMBLE', 'unchanged', 0],
      ['COREMANDATES', 'resized', 1_483],
      ['INTERACTIVEYOLOMODE', 'added', 108],
      ['FINALREMINDER', 'removed', -87],
    ]);
  });

  it('sums to the totals’ difference', () => {
    const diff = diffPartSizes(before, after);
    expect(diff.tokenDelta).toBe(35 + 1_913 + 108 - (35 + 430 + 87));
    expect(diff.changes.reduce((sum, c) => sum + c.tokenDelta, 0)).toBe(diff.tokenDelta);
    expect(diff.charDelta).toBe(diff.changes.reduce((sum, c) => sum + c.charDelta, 0));
  });

  it('counts a part of the same tokens but other characters as resized', () => {
    expect(diffPartSizes([part('A', 10, 3)], [part('A', 11, 3)]).changes[0]?.change).toBe(
      'resized',
    );
  });

  it('handles empty renders', () => {
    expect(diffPartSizes([], [])).toEqual({ changes: [], tokenDelta: 0, charDelta: 0 });
  });
});
