import { useSyncExternalStore } from 'react';
import { getVocabularyStatus, subscribeVocabularyStatus } from '../../../workers/tokenCount/client';
import type { VocabularyStatus } from '../../../workers/tokenCount/protocol';
import { geminiVocabularyFor, resolveModel, type GeminiVocabulary } from '../../../core';
import { useConfig } from '../../store/configStore';

/** The Gemini vocabulary's loading status, as the count worker reports it. */
export function useVocabularyStatus(): VocabularyStatus | null {
  return useSyncExternalStore(subscribeVocabularyStatus, getVocabularyStatus);
}

/** The vocabulary the selected Gemini CLI model uses (Gemma 3, or the newer Gemma 4). */
export function useModelVocabulary(): GeminiVocabulary {
  return useConfig((c) =>
    geminiVocabularyFor(resolveModel(c.gemini.model, c.gemini.previewFeatures)),
  );
}
