import { describe, expect, it } from 'vitest';
import { createCurrentPromptInput, createDefaultPromptInput } from './defaults';
import { LegacyWordingMissingError } from './legacyWording';
import { needsLegacyWording } from './needsLegacyWording';
import { LEGACY_WORDING } from './legacyWordingParts';
import { loadedRelease } from './release/loaded';
import { ReleaseTextMissingError } from './release/missing';
import { renderPromptWith } from './renderPrompt';
import { renderSystemPrompt } from './renderSystemPrompt';
import type { PromptInput } from './types';

const current = createCurrentPromptInput();
const legacyFamily: PromptInput = { ...current, model: 'gemini-2.5-pro' };
const seeds = createDefaultPromptInput();
const release = () => loadedRelease(current.cliVersion);

describe('renderPromptWith (the texts given by the caller)', () => {
  it('renders a release, either family, from its own code without our wording', () => {
    for (const input of [current, legacyFamily]) {
      expect(needsLegacyWording(input)).toBe(false);
      expect(renderPromptWith(input, { legacy: null, release: release() })).toEqual(
        renderSystemPrompt(input),
      );
    }
    expect(renderPromptWith(legacyFamily, { legacy: null, release: release() }).model?.family).toBe(
      'legacy',
    );
  });

  it('throws the not-loaded errors: our wording for 2026-02, the release’s code for a release', () => {
    for (const input of [seeds, { ...current, cliVersion: undefined }]) {
      expect(needsLegacyWording(input)).toBe(true);
      expect(() => renderPromptWith(input, { legacy: null, release: release() })).toThrow(
        /2026-02 prompt/,
      );
    }
    expect(() => renderPromptWith(current, { legacy: LEGACY_WORDING, release: null })).toThrow(
      ReleaseTextMissingError,
    );
    // Callers waiting for a text treat both alike.
    expect(() => renderPromptWith(legacyFamily, { legacy: LEGACY_WORDING, release: null })).toThrow(
      LegacyWordingMissingError,
    );
  });

  it('renders 2026-02 with our wording exactly as renderSystemPrompt does', () => {
    const rendered = renderPromptWith(seeds, { legacy: LEGACY_WORDING, release: null });
    expect(rendered).toEqual(renderSystemPrompt(seeds));
    expect(rendered.text.length).toBeGreaterThan(10_000);
  });
});
