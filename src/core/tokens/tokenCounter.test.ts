import { describe, expect, it } from 'vitest';
import { estimateTokenCount } from './estimateTokenCount';
import { heuristicCounter } from './tokenCounter';

describe('heuristicCounter', () => {
  it.each(['', 'abcd', 'abcd中', '😀 emoji', 'x'.repeat(100_001)])(
    'counts %# like estimateTokenCount of one text part',
    (text) => {
      // The meter's heuristic column must match what the CLI would estimate for that text.
      expect(heuristicCounter.count(text)).toBe(estimateTokenCount([{ text }]));
    },
  );

  it('says it is an estimate', () => {
    expect(heuristicCounter.label).toContain('estimate');
  });
});
