/**
 * One figure for the system instruction: the request's system layer is cut into exactly the
 * pieces the meter counts (`segmentText` over the rendered sections), so its counted total is
 * the meter's total, and the parts put together are the text sent, counted once.
 */
import { describe, expect, it } from 'vitest';
import { toPromptInput } from '../../inputs/toPromptInput';
import { renderSystemPrompt } from '../../prompt/renderSystemPrompt';
import { createDefaultPlaygroundState } from '../../state/defaults';
import { estimateTextTokens, segmentText } from '../../tokens';
import { systemLayerParts } from './turnLayers';

const prompts = {
  'the newest release': () => {
    const state = createDefaultPlaygroundState('0.61.0');
    state.gemini.userMemory = '- Prefer tabs.';
    return renderSystemPrompt(toPromptInput(state));
  },
  '2026-02 in plan mode': () => {
    const state = createDefaultPlaygroundState('2026-02');
    state.gemini.approvalMode = 'plan';
    return renderSystemPrompt(toPromptInput(state));
  },
  'a prompt without sections': () => ({
    ...renderSystemPrompt(toPromptInput(createDefaultPlaygroundState('0.61.0'))),
    sections: [],
  }),
};

describe('the system layer', () => {
  it.each(Object.entries(prompts))('is the meter’s pieces for %s', (_name, make) => {
    const prompt = make();
    const parts = systemLayerParts(prompt);
    const meterPieces = segmentText(prompt.text, prompt.sections)
      .map((segment) => segment.text)
      .filter((text) => text !== '');
    expect(parts.map((part) => part.text)).toEqual(meterPieces);
    expect(parts.map((part) => part.text).join('')).toBe(prompt.text);
    // The estimate still sums to the whole text's.
    expect(parts.reduce((sum, part) => sum + part.tokens, 0)).toBe(estimateTextTokens(prompt.text));
  });
});
