import { describe, expect, it } from 'vitest';
import { createCurrentPromptInput, createDefaultPromptInput } from './defaults';
import { LegacyWordingMissingError } from './legacyWording';
import { needsLegacyWording } from './needsLegacyWording';
import { LEGACY_WORDING } from './legacyWordingParts';
import { renderPromptWith } from './renderPrompt';
import { renderSystemPrompt } from './renderSystemPrompt';
import type { PromptInput } from './types';

const current = createCurrentPromptInput();
const legacyFamily: PromptInput = { ...current, model: 'gemini-2.5-pro' };
const seeds = createDefaultPromptInput();

describe('renderPromptWith (the wording given by the caller)', () => {
  it('renders the default v0.61 modern prompt without the on-demand wording, exactly', () => {
    expect(needsLegacyWording(current)).toBe(false);
    expect(renderPromptWith(current, { legacy: null, release: null })).toEqual(
      renderSystemPrompt(current),
    );
    expect(renderPromptWith(current, { legacy: null, release: null }).model?.family).toBe('modern');
  });

  it('needs the wording for the 2026-02 pipeline and the legacy family', () => {
    for (const input of [seeds, legacyFamily, { ...current, cliVersion: undefined }]) {
      expect(needsLegacyWording(input)).toBe(true);
      expect(() => renderPromptWith(input, { legacy: null, release: null })).toThrow(
        LegacyWordingMissingError,
      );
    }
    expect(() => renderPromptWith(seeds, { legacy: null, release: null })).toThrow(
      /2026-02 prompt/,
    );
    expect(() => renderPromptWith(legacyFamily, { legacy: null, release: null })).toThrow(
      /legacy prompt family/,
    );
  });

  it('renders them with the wording exactly as renderSystemPrompt does', () => {
    for (const input of [seeds, legacyFamily]) {
      const rendered = renderPromptWith(input, { legacy: LEGACY_WORDING, release: null });
      expect(rendered).toEqual(renderSystemPrompt(input));
      expect(rendered.text.length).toBeGreaterThan(10_000);
    }
    expect(
      renderPromptWith(legacyFamily, { legacy: LEGACY_WORDING, release: null }).text,
    ).toContain('# Final Reminder');
  });

  it('needs no wording for a custom template, whatever the family', () => {
    const custom: PromptInput = {
      ...legacyFamily,
      env: { GEMINI_SYSTEM_MD: '/t/system.md' },
      files: { '/t/system.md': 'Tools: ${AvailableTools}' },
    };
    expect(renderPromptWith(custom, { legacy: null, release: null })).toEqual(
      renderSystemPrompt(custom),
    );
  });
});
