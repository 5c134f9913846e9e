import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCurrentPromptInput, createDefaultPromptInput } from './defaults';
import { LEGACY_WORDING } from './legacyWordingParts';
import { loadedRelease } from './release/loaded';
import { prepareRender, renderPromptWith } from './renderPrompt';
import type { PromptInput, UserMemory } from './types';

const current = createCurrentPromptInput();
const texts = (input: PromptInput) => ({
  legacy: LEGACY_WORDING,
  release: loadedRelease(input.cliVersion),
});
const TEMPLATE = '/home/dev/projects/acme-api/.gemini/system.md';

/** Configurations whose renders differ in every part the memory meets. */
const inputs: Record<string, PromptInput> = {
  'newest release, modern family': current,
  'newest release, legacy family': { ...current, model: 'gemini-2.5-pro' },
  'newest release, active topic suffix': {
    ...current,
    topicUpdateNarration: true,
    activeTopic: 'Refactor the parser',
  },
  '2026-02 (our wording)': createDefaultPromptInput(),
  'custom template': {
    ...current,
    env: { GEMINI_SYSTEM_MD: '1' },
    files: { [TEMPLATE]: 'Custom ${AvailableTools}\n\n\n\nEnd\n\n\n' },
  },
  'custom template that is blank': {
    ...current,
    env: { GEMINI_SYSTEM_MD: '1' },
    files: { [TEMPLATE]: ' \n\n ' },
  },
  'missing custom template (an error)': { ...current, env: { GEMINI_SYSTEM_MD: '1' }, files: {} },
};

/** Memory text with what the final text's rules touch: runs of newlines, edge whitespace. */
const memoryText = fc
  .array(fc.constantFrom('a', 'Z', ' ', '\n', '\n\n\n', '\t', '# Heading\n', '—', '```\n', 'é'), {
    maxLength: 40,
  })
  .map((parts) => parts.join(''));

const hierarchical = fc.record({
  global: memoryText,
  extension: memoryText,
  project: memoryText,
});

const memory: fc.Arbitrary<UserMemory | undefined> = fc.oneof(
  memoryText,
  memoryText,
  hierarchical,
  fc.constant(undefined),
);

describe('prepareRender: one render finished with one memory after another', () => {
  it.each(Object.entries(inputs))(
    '%s: finishing with any memory of the prepared kind renders exactly as a full render',
    (_name, input) => {
      fc.assert(
        fc.property(memory, fc.array(memory, { minLength: 1, maxLength: 4 }), (first, later) => {
          const prepared = prepareRender({ ...input, userMemory: first }, texts(input));
          for (const next of later) {
            const full = renderPromptWith({ ...input, userMemory: next }, texts(input));
            if (prepared.fits(next)) expect(prepared.finish(next)).toEqual(full);
          }
        }),
        { numRuns: 60 },
      );
    },
  );

  it('typing at the end of a long memory: every keystroke renders as a full render', () => {
    const base = Array.from({ length: 200 }, (_, i) => `## Rule ${i}\n\n- keep ${i}\n`).join('\n');
    const prepared = prepareRender({ ...current, userMemory: base }, texts(current));
    let typed = base;
    for (const key of ['x', '\n', '\n', '\n', 'y', ' ', '\n']) {
      typed += key;
      const full = renderPromptWith({ ...current, userMemory: typed }, texts(current));
      expect(prepared.fits(typed)).toBe(true);
      expect(prepared.finish(typed)).toEqual(full);
    }
  });

  it('fits only memories of the prepared kind: hierarchical memory with content changes the base', () => {
    const prepared = prepareRender({ ...current, userMemory: 'typed' }, texts(current));
    expect(prepared.fits('other text')).toBe(true);
    expect(prepared.fits(undefined)).toBe(true);
    expect(prepared.fits({ global: '', project: ' ' })).toBe(true);
    const withParts = { global: 'Global rule', project: 'Project rule' };
    expect(prepared.fits(withParts)).toBe(false);
    // The release's options differ, so the text differs outside the memory block too.
    const base = (userMemory: UserMemory) =>
      renderPromptWith({ ...current, userMemory }, texts(current)).text;
    expect(base(withParts)).not.toBe(base('typed').replace('typed', 'x'));
  });

  it('each finish gives a result of its own (warnings are not shared between renders)', () => {
    const prepared = prepareRender(inputs['custom template that is blank']!, texts(current));
    const a = prepared.finish('');
    const b = prepared.finish('');
    expect(a.warnings.map((w) => w.code)).toContain('empty-result');
    expect(a).toEqual(b);
    expect(a.warnings).not.toBe(b.warnings);
    expect(prepared.finish('now some memory').warnings.map((w) => w.code)).not.toContain(
      'empty-result',
    );
  });
});
