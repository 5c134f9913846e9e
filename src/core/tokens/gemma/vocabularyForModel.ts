/**
 * Which Gemini vocabulary a model uses. Google's Python SDK (google-genai's local tokenizer)
 * counts gemini-2.0/2.5, gemini-3-pro-preview and gemini-3-flash-preview with the Gemma 3
 * vocabulary, and gemini-3.1-pro-preview, gemini-3.1-flash-lite and gemini-3.5-flash with the
 * newer Gemma 4 one; the later 3.x ids (gemini-3.5-flash-lite, gemini-3.8-flash…) are taken to
 * use it too. Gemma 4 is not shipped here, so its models get the Gemma 3 figure as an estimate.
 */
export type GeminiVocabulary = 'gemma3' | 'gemma4';

export function geminiVocabularyFor(resolvedModel: string): GeminiVocabulary {
  return /^gemini-3\.[1-9]/.test(resolvedModel) ? 'gemma4' : 'gemma3';
}
