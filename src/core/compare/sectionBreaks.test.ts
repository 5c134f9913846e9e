import { describe, expect, it } from 'vitest';
import { createDefaultPromptInput } from '../prompt/defaults';
import { renderSystemPrompt } from '../prompt/renderSystemPrompt';
import { SECTION_KEYS } from '../prompt/sectionKeys';
import type { PromptInput } from '../prompt/types';
import { segmentText } from '../tokens/segmentText';
import { comparePrompts, type CountedPrompt } from './promptComparison';
import { sectionBreakPoints } from './sectionBreaks';

const count = (text: string) => Math.ceil(text.length / 4);

function counted(overrides: Partial<PromptInput> = {}): CountedPrompt {
  const rendered = renderSystemPrompt({ ...createDefaultPromptInput(), ...overrides });
  const segments = segmentText(rendered.text, rendered.sections);
  return { text: rendered.text, segments, counts: segments.map((s) => count(s.text)) };
}

describe('sectionBreakPoints', () => {
  it('the first section breaks the prompt at token 0, later ones later', () => {
    const points = sectionBreakPoints(counted(), SECTION_KEYS);
    expect(points.get('PREAMBLE')).toEqual({ offset: 0, token: 0 });
    const tokens = SECTION_KEYS.map((key) => points.get(key)?.token ?? -1);
    expect(tokens).toEqual([...tokens].sort((x, y) => x - y));
    expect(points.get('FINALREMINDER')?.token ?? 0).toBeGreaterThan(points.get('GIT')?.token ?? 0);
  });

  it('switching a present section off changes the prompt exactly from its break point', () => {
    const base = counted();
    const points = sectionBreakPoints(base, SECTION_KEYS);
    const off = counted({ env: { GEMINI_PROMPT_GIT: '0' } });
    const compared = comparePrompts(base, off, count);
    const git = points.get('GIT');
    // The first differing character lies inside the toggled section's segment.
    expect(compared.prefix.breakOffset).toBeGreaterThanOrEqual(git?.offset ?? Infinity);
    expect(compared.prefix.prefixTokens).toBeGreaterThanOrEqual(git?.token ?? Infinity);
  });

  it('an absent section would enter in front of the next present one', () => {
    const offGit = counted({ env: { GEMINI_PROMPT_GIT: '0' } });
    const points = sectionBreakPoints(offGit, SECTION_KEYS);
    expect(points.get('GIT')).toEqual(points.get('FINALREMINDER'));
    const withMemory = counted({ env: { GEMINI_PROMPT_FINALREMINDER: '0' }, userMemory: 'm' });
    const memory = withMemory.segments.find((s) => s.key === 'USER_MEMORY');
    expect(sectionBreakPoints(withMemory, SECTION_KEYS).get('FINALREMINDER')?.offset).toBe(
      memory?.start,
    );
  });
});
