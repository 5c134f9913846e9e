/** How the meter names each vocabulary, and whether its figures are exact for Gemini. */
import type { GeminiVocabulary, PlaygroundTokens } from '../../../core';

type Encoding = PlaygroundTokens['encoding'];

export const ENCODING_OPTIONS: readonly { id: Encoding; label: string }[] = [
  { id: 'gemma3', label: 'Gemini (Gemma 3 vocabulary)' },
  { id: 'o200k_base', label: 'o200k_base (OpenAI)' },
  { id: 'cl100k_base', label: 'cl100k_base (OpenAI)' },
];

/** What the figures counted with `encoding` are for a model using `modelVocabulary`. */
export interface EncodingDescription {
  /** Short name, e.g. "Gemini vocabulary (Gemma 3)". */
  name: string;
  /** "exact" or "estimate". */
  badge: 'exact' | 'estimate';
  /** One sentence saying which vocabulary every figure uses. */
  sentence: string;
}

export function describeEncoding(
  encoding: string,
  modelVocabulary: GeminiVocabulary,
): EncodingDescription {
  if (encoding === 'gemma3') {
    return modelVocabulary === 'gemma3'
      ? {
          name: 'Gemini vocabulary (Gemma 3)',
          badge: 'exact',
          sentence: "Every figure uses Gemini's own vocabulary (Gemma 3), counted in your browser.",
        }
      : {
          name: 'Gemini vocabulary (Gemma 3)',
          badge: 'estimate',
          sentence:
            'Every figure uses the Gemma 3 vocabulary: an estimate for this model, which uses the newer Gemma 4 vocabulary (newer vocabulary, not shipped).',
        };
  }
  return {
    name: encoding,
    badge: 'estimate',
    sentence: `Every figure uses ${encoding}, an OpenAI vocabulary: an estimate for Gemini.`,
  };
}
