import { describe, expect, it } from 'vitest';
import { isSectionEnabled } from './sectionToggles';

describe('isSectionEnabled (gemini-cli packages/core/src/prompts/utils.ts: only 0/false disable)', () => {
  describe.each([
    { value: undefined, enabled: true },
    { value: '', enabled: true },
    { value: '0', enabled: false },
    { value: 'false', enabled: false },
    { value: 'FALSE', enabled: false },
    { value: ' False ', enabled: false },
    { value: '\t0\n', enabled: false },
    { value: 'no', enabled: true },
    { value: 'off', enabled: true },
    { value: '00', enabled: true },
    { value: 'disabled', enabled: true },
    { value: 'f', enabled: true },
    { value: '1', enabled: true },
    { value: 'true', enabled: true },
  ])('GEMINI_PROMPT_GIT=$value', ({ value, enabled }) => {
    it(enabled ? 'keeps the section' : 'disables the section', () => {
      expect(isSectionEnabled('GIT', { GEMINI_PROMPT_GIT: value })).toBe(enabled);
    });
  });

  it('upper-cases the key like the CLI (hookContext → HOOKCONTEXT)', () => {
    expect(isSectionEnabled('hookContext', { GEMINI_PROMPT_HOOKCONTEXT: '0' })).toBe(false);
  });

  it('reads only its own variable', () => {
    expect(isSectionEnabled('GIT', { GEMINI_PROMPT_GITREPO: '0' })).toBe(true);
  });
});
