import { describe, expect, it } from 'vitest';
import { segmentText } from '../tokens/segmentText';
import { createCurrentPromptInput, createDefaultPromptInput } from './defaults';
import { LEGACY_WORDING } from './legacyWordingParts';
import { loadedRelease } from './release/loaded';
import { prepareRender, renderPromptWith } from './renderPrompt';
import { textPartsOf } from './textParts';
import type { PromptInput } from './types';

const texts = (input: PromptInput) => ({
  legacy: LEGACY_WORDING,
  release: loadedRelease(input.cliVersion),
});
const memory = `# Conventions\n\n\n\n${'- Prefer small modules — name files for what they hold.\n'.repeat(40)}\n\n`;

describe('textPartsOf', () => {
  it.each([
    ['newest release', createCurrentPromptInput()],
    [
      'newest release, active topic suffix',
      {
        ...createCurrentPromptInput(),
        topicUpdateNarration: true,
        activeTopic: 'Refactor the parser',
      },
    ],
    ['2026-02 (our wording)', createDefaultPromptInput()],
  ])(
    'gives the parts a render was joined from, which cut into its segments (%s)',
    (_name, base) => {
      for (const userMemory of [memory, '', '  \n ']) {
        const input: PromptInput = { ...base, userMemory };
        const rendered = prepareRender(input, texts(input)).finish(userMemory);
        const parts = textPartsOf(rendered);
        expect(parts?.join('')).toBe(rendered.text);
        expect(rendered.text).toBe(renderPromptWith(input, texts(input)).text);
        expect(segmentText(rendered.text, rendered.sections, 'text', parts)).toEqual(
          segmentText(rendered.text, rendered.sections),
        );
      }
    },
  );

  it('knows no parts for a copy of a render, which may hold another text', () => {
    const input = createCurrentPromptInput();
    const rendered = renderPromptWith(input, texts(input));
    expect(textPartsOf(rendered)).toBeDefined();
    expect(textPartsOf({ ...rendered, text: 'other' })).toBeUndefined();
  });
});
