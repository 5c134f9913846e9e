import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { checkApiModelId } from '../../../core';
import { useModelIdInForce } from '../../prompt/useModelInForce';
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
  /** Why the model id cannot be sent to the API (nothing is requested), else null. */
  modelProblem: string | null;
  count: () => void;
}

/** The Gemini API count of `text` (hash `hash`), fetched when `count()` is called. */
export function useExactCount(text: string, hash: string): ExactCount {
  const { apiKey, baseUrl } = useGeminiSettings();
  // The model in force (a string): selecting the whole Gemini slice would re-render on every
  // keystroke.
  const model = useModelIdInForce();
  const [requested, setRequested] = useState<string | null>(null);
  const checked = checkApiModelId(model);
  const modelProblem = checked.ok ? null : checked.problem;
  const enabled =
    checked.ok && apiKey !== null && apiKey !== '' && requested === hash && text !== '';
  // Held here for as long as this text is shown: the query holds it weakly.
  const request = useMemo(
    () => ({ apiKey: apiKey ?? '', baseUrl, model, text }),
    [apiKey, baseUrl, model, text],
  );
  const query = useQuery(exactCountQuery(request, hash, enabled));
  return {
    hasKey: Boolean(apiKey),
    model,
    value: query.data ?? null,
    stale: query.isPlaceholderData,
    pending: query.isFetching,
    modelProblem,
    // An id outside the API's grammar is never sent (it would choose the endpoint). The query
    // waits (paused) while offline and runs by itself when the network returns.
    error:
      modelProblem !== null
        ? `${modelProblem} Nothing is sent for it.`
        : query.fetchStatus === 'paused'
          ? 'You are offline: the exact count needs the Gemini API and runs as soon as the network returns.'
          : query.error
            ? explainGeminiError(query.error, baseUrl)
            : null,
    count: () => {
      if (modelProblem !== null) return;
      if (requested === hash) void query.refetch();
      else setRequested(hash);
    },
  };
}
