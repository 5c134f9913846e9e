import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { resolveModel } from '../../../core';
import { useConfig } from '../../store/configStore';
import { useGeminiSettings } from '../../geminiApi/geminiSettings';
import { exactCountQuery } from './exactCountQuery';
import { explainGeminiError } from '../../geminiApi/geminiCountTokens';

/** State of the optional exact count for the current prompt text. */
export interface ExactCount {
  hasKey: boolean;
  model: string;
  value: number | null;
  /** True when `value` belongs to an earlier text. */
  stale: boolean;
  pending: boolean;
  error: string | null;
  count: () => void;
}

/** The Gemini API count of `text` (hash `hash`), fetched when `count()` is called. */
export function useExactCount(text: string, hash: string): ExactCount {
  const { apiKey, baseUrl } = useGeminiSettings();
  // The two fields only: selecting the whole Gemini slice would re-render on every keystroke.
  const model = useConfig((c) => resolveModel(c.gemini.model, c.gemini.previewFeatures));
  const [requested, setRequested] = useState<string | null>(null);
  const enabled = apiKey !== null && apiKey !== '' && requested === hash && text !== '';
  const query = useQuery(
    exactCountQuery({ apiKey: apiKey ?? '', baseUrl, model, text }, hash, enabled),
  );
  return {
    hasKey: Boolean(apiKey),
    model,
    value: query.data ?? null,
    stale: query.isPlaceholderData,
    pending: query.isFetching,
    // The query waits (paused) while offline and runs by itself when the network returns.
    error:
      query.fetchStatus === 'paused'
        ? 'You are offline: the exact count needs the Gemini API and runs as soon as the network returns.'
        : query.error
          ? explainGeminiError(query.error, baseUrl)
          : null,
    count: () => {
      if (requested === hash) void query.refetch();
      else setRequested(hash);
    },
  };
}
