import { describe, expect, it } from 'vitest';
import { describeEncoding, ENCODING_OPTIONS } from './encodingLabels';

describe('describeEncoding', () => {
  it('names the Gemini vocabulary as exact for Gemma 3 models', () => {
    const shown = describeEncoding('gemma3', 'gemma3');
    expect(shown).toMatchObject({ name: 'Gemini vocabulary (Gemma 3)', badge: 'exact' });
    expect(shown.sentence).toContain("Gemini's own vocabulary");
  });

  it('labels the Gemma 3 figure an estimate for models on the newer vocabulary', () => {
    const shown = describeEncoding('gemma3', 'gemma4');
    expect(shown.badge).toBe('estimate');
    expect(shown.sentence).toContain('newer vocabulary, not shipped');
  });

  it('calls OpenAI vocabularies estimates for Gemini', () => {
    expect(describeEncoding('o200k_base', 'gemma3')).toMatchObject({
      name: 'o200k_base',
      badge: 'estimate',
    });
  });

  it('offers the Gemini vocabulary first in the picker', () => {
    expect(ENCODING_OPTIONS.map((o) => o.id)).toEqual(['gemma3', 'o200k_base', 'cl100k_base']);
  });
});
