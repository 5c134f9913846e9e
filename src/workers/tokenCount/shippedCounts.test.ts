import { describe, expect, it } from 'vitest';
import { defaultCountedTexts, defaultPieceCounts } from '../../../scripts/defaultPieceCounts';
import { chunkForCounting } from '../../core';
import { pieceKey } from './pieceKey';
import { createSegmentCountMemory } from './segmentCountMemory';

// A stand-in counter (the build uses the Gemma encoder): what matters here is that the page's
// and the worker's look-ups find every text the build counted (which texts those are, and that
// they are the meter's, is src/ui/features/meter/shippedCounts.test.ts).
const byLength = (piece: string) => piece.length;

// The build renders a new user's prompt with the newest release's own code, loaded first.
const shipped = await defaultPieceCounts(byLength);
const texts = await defaultCountedTexts();

describe('the counts shipped with the build', () => {
  const memory = createSegmentCountMemory({
    shipped: { gemma3: shipped },
    storage: null,
    item: '',
  });

  it('give the page the count of every text counted for the build', () => {
    expect(texts.length).toBeGreaterThan(0);
    expect(memory.lookup('gemma3', texts)).toEqual(texts.map(byLength));
  });

  it('hold every counting piece the worker looks up, adding up to each whole text', () => {
    for (const whole of texts) {
      const pieces = chunkForCounting(whole);
      const sum = pieces.reduce((total, piece) => total + (shipped[pieceKey(piece)] ?? NaN), 0);
      expect(sum).toBe(shipped[pieceKey(whole)]);
    }
  });
});
