import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../state/defaults';
import { startNeedsReleaseLegacy, startPromptTexts } from './startPromptTexts';

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

  it('waits for the release’s legacy snippets only when its model resolves to that family', () => {
    const state = createDefaultPlaygroundState();
    const release = { version: state.gemini.cliVersion, models: null };
    expect(startNeedsReleaseLegacy(state, release)).toBe(false);
    const legacy = { ...state, gemini: { ...state.gemini, model: 'gemini-2.5-pro' } };
    expect(startNeedsReleaseLegacy(legacy, release)).toBe(true);
    // Another release's code, or another target, decides nothing.
    expect(startNeedsReleaseLegacy(legacy, { version: '0.44.1', models: null })).toBe(false);
    expect(startNeedsReleaseLegacy({ ...legacy, target: 'asimi' }, release)).toBe(false);
  });
});
