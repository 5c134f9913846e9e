import { useMemo } from 'react';
import { explainGeminiFailure, type ExplainedGeminiError } from './geminiErrors';
import { useGeminiSettings } from './geminiSettings';

/**
 * A failed Gemini run's error in words (key scrubbed), or null. One explained error per
 * failure, so views keyed on it keep their state across renders.
 */
export function useExplainedFailure(
  failure: unknown,
  cancelled: boolean,
): ExplainedGeminiError | null {
  return useMemo(() => {
    if (!failure) return null;
    const { baseUrl } = useGeminiSettings.getState();
    return explainGeminiFailure(failure, { baseUrl, cancelled });
  }, [failure, cancelled]);
}
