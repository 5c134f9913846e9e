import { describe, expect, it } from 'vitest';
import { defaultPieceCounts } from '../../../../scripts/defaultPieceCounts';
import { createDefaultPlaygroundState, openingRequestPartsOf } from '../../../core';
import { chunkForCounting } from '../../../core';
import { pieceKey } from '../../../workers/tokenCount/pieceKey';
import { createSegmentCountMemory } from '../../../workers/tokenCount/segmentCountMemory';
import { selectRenderedPrompt } from '../../prompt/useRenderedPrompt';
import { selectPromptSegments } from './usePromptSegments';

// A stand-in counter (the build uses the Gemma encoder): what matters here is which texts
// the build counts, and that they are exactly the texts a new user's meter looks up.
const byLength = (piece: string) => piece.length;

describe('the counts shipped with the build', () => {
  const state = createDefaultPlaygroundState();
  const shipped = defaultPieceCounts(byLength);
  const memory = createSegmentCountMemory({
    shipped: { gemma3: shipped },
    storage: null,
    item: '',
  });
  const { text, segments } = selectPromptSegments(selectRenderedPrompt(state));
  const openingTexts = openingRequestPartsOf(state, text)
    .slice(1)
    .map((part) => part.text);

  it('are for what a new user sees: v0.61, model auto, the Gemini vocabulary', () => {
    expect(state.gemini.cliVersion).toBe('v0.61');
    expect(state.gemini.model).toBe('auto');
    expect(state.tokens.encoding).toBe('gemma3');
  });

  it('cover every segment of the default prompt, so its figures need no vocabulary', () => {
    const texts = segments.map((segment) => segment.text);
    expect(memory.lookup('gemma3', texts)).toEqual(texts.map(byLength));
  });

  it('cover the whole opening request: tool declarations and environment message', () => {
    expect(openingTexts.every((t) => t.length > 0)).toBe(true);
    expect(memory.lookup('gemma3', openingTexts)).toEqual(openingTexts.map(byLength));
  });

  it('hold every counting piece the worker looks up, adding up to each whole text', () => {
    for (const whole of [...segments.map((segment) => segment.text), ...openingTexts]) {
      const pieces = chunkForCounting(whole);
      const sum = pieces.reduce((total, piece) => total + (shipped[pieceKey(piece)] ?? NaN), 0);
      expect(sum).toBe(shipped[pieceKey(whole)]);
    }
  });
});
