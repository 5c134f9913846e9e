/**
 * The vocabularies the meter counts with: `gemma3` is Gemini's own (the Gemma 3 SentencePiece
 * vocabulary, exact for text); the others are gpt-tokenizer's OpenAI vocabularies (estimates
 * for Gemini). Defined once: the saved state, its restore rules and the token-count worker's
 * protocol all read this list.
 */
export const TOKEN_ENCODINGS = ['gemma3', 'o200k_base', 'cl100k_base'] as const;

/** One of {@link TOKEN_ENCODINGS}. */
export type TokenEncoding = (typeof TOKEN_ENCODINGS)[number];
