/** How the meter names each vocabulary, and whether its figures are exact for Gemini. */
import { TOKEN_ENCODINGS, type GeminiVocabulary, type TokenEncoding } from '../../../core';
import { vocabularyName } from '../../components/vocabulary';

/** The picker's choices, named as every other label names them (`vocabularyName`). */
export const ENCODING_OPTIONS: readonly { id: TokenEncoding; label: string }[] =
  TOKEN_ENCODINGS.map((id) => ({ id, label: vocabularyName(id) }));

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
