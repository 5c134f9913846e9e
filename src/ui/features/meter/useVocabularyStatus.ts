import { useSyncExternalStore } from 'react';
import { getVocabularyStatus, subscribeVocabularyStatus } from '../../../workers/tokenCount/client';
import type { VocabularyStatus } from '../../../workers/tokenCount/protocol';
import { geminiVocabularyFor, type GeminiVocabulary } from '../../../core';
import { useModelIdInForce } from '../../prompt/useModelInForce';

/** The Gemini vocabulary's loading status, as the count worker reports it. */
export function useVocabularyStatus(): VocabularyStatus | null {
  return useSyncExternalStore(subscribeVocabularyStatus, getVocabularyStatus);
}

/**
 * The vocabulary the model in force uses (Gemma 3, or the newer Gemma 4): the configured model
 * resolved as the prompt resolves it for the selected CLI version (`modelInForce`).
 */
export function useModelVocabulary(): GeminiVocabulary {
  return geminiVocabularyFor(useModelIdInForce());
}
