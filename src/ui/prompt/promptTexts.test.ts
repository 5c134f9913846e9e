import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDefaultPlaygroundState,
  renderSystemPrompt,
  toPromptInput,
  type PlaygroundState,
} from '../../core';
import type * as RenderModule from '../components/renderPromptSafely';
import type * as WordingModule from './legacyWording';
import type * as RenderedPromptModule from './useRenderedPrompt';

/** A v0.61 configuration whose model resolves to the legacy family. */
function legacyFamilyOf(config: PlaygroundState): PlaygroundState {
  return { ...config, gemini: { ...config.gemini, model: 'gemini-2.5-pro' } };
}

describe('the on-demand prompt wording', () => {
  let wording: typeof WordingModule;
  let render: typeof RenderModule;
  let selectRenderedPrompt: typeof RenderedPromptModule.selectRenderedPrompt;

  // A fresh registry: the wording is not loaded, as in the page before it is idle.
  beforeEach(async () => {
    vi.resetModules();
    wording = await import('./legacyWording');
    render = await import('../components/renderPromptSafely');
    ({ selectRenderedPrompt } = await import('./useRenderedPrompt'));
  });

  it("renders a new user's default exactly without it", () => {
    const config = createDefaultPlaygroundState();
    const rendered = selectRenderedPrompt(config);
    expect(wording.loadedLegacyWording()).toBeNull();
    expect(rendered.error).toBeNull();
    expect(rendered.text).toBe(renderSystemPrompt(toPromptInput(config)).text);
  });

  it('keeps the last prompt while it loads, then renders 2026-02 and legacy exactly', async () => {
    const current = createDefaultPlaygroundState();
    const shown = selectRenderedPrompt(current);
    const seeds = createDefaultPlaygroundState('2026-02');
    expect(selectRenderedPrompt(seeds)).toBe(shown);
    const standIn = render.renderPromptSafely(() => toPromptInput(seeds));
    expect(render.isWaitingForWording(standIn)).toBe(true);
    expect(standIn.text).toBe('');

    await wording.loadLegacyWording();
    for (const config of [seeds, legacyFamilyOf(current)]) {
      const rendered = selectRenderedPrompt(config);
      expect(render.isWaitingForWording(rendered)).toBe(false);
      expect(rendered.error).toBeNull();
      expect(rendered.text).toBe(renderSystemPrompt(toPromptInput(config)).text);
    }
  });
});
