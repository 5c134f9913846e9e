import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../state/defaults';
import { startPromptTexts } from './startPromptTexts';

describe('startPromptTexts', () => {
  it('asks for a release’s own text only, and for our wording only on 2026-02', () => {
    const state = createDefaultPlaygroundState();
    expect(
      startPromptTexts({ ...state, gemini: { ...state.gemini, cliVersion: '0.61.0' } }),
    ).toEqual({ release: '0.61.0', legacyWording: false });
    expect(
      startPromptTexts({ ...state, gemini: { ...state.gemini, cliVersion: '2026-02' } }),
    ).toEqual({ release: null, legacyWording: true });
  });

  it('asks for nothing for another target', () => {
    const state = createDefaultPlaygroundState();
    expect(startPromptTexts({ ...state, target: 'asimi' })).toEqual({
      release: null,
      legacyWording: false,
    });
  });
});
