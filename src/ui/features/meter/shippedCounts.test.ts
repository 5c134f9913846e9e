import { describe, expect, it } from 'vitest';
import { defaultCountedTexts } from '../../../../scripts/defaultPieceCounts';
import { createDefaultPlaygroundState, openingRequestPartsOf } from '../../../core';
import { selectRenderedPrompt } from '../../prompt/useRenderedPrompt';
import { selectPromptSegments } from '../../prompt/usePromptSegments';

// The build counts `defaultCountedTexts()` (the page and the worker find those counts:
// src/workers/tokenCount/shippedCounts.test.ts); here, those are the texts the meter looks up.
describe('the texts counted for the build', () => {
  const state = createDefaultPlaygroundState();
  // Rendered in the tests, after the set-up has loaded the newest release's text.
  const shown = () => {
    const { text, segments } = selectPromptSegments(selectRenderedPrompt(state));
    const openingTexts = openingRequestPartsOf(state, text)
      .slice(1)
      .map((part) => part.text);
    return { segments, openingTexts };
  };

  it('are for what a new user sees: the newest release, model auto, the Gemini vocabulary', () => {
    expect(state.gemini.cliVersion).toBe('0.61.0');
    expect(state.gemini.model).toBe('auto');
    expect(state.tokens.encoding).toBe('gemma3');
  });

  it("are the meter's: every segment of the default prompt, then the opening request's parts", async () => {
    const { segments, openingTexts } = shown();
    // Tool declarations and environment message.
    expect(openingTexts.length).toBeGreaterThan(0);
    expect(openingTexts.every((t) => t.length > 0)).toBe(true);
    const looked = [...segments.map((segment) => segment.text), ...openingTexts];
    expect(await defaultCountedTexts()).toEqual(looked.filter((t) => t !== ''));
  });
});
