import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { countTokensWithGemini, type GeminiCountRequest } from '../../geminiApi/geminiCountTokens';

/**
 * The Gemini API's count of one prompt text, cached by model, endpoint and text hash; only
 * fetched when `enabled` (an explicit "Count exactly"), never on every keystroke. The key
 * leaves the API key out: counts do not depend on it.
 */
export function exactCountQuery(request: GeminiCountRequest, hash: string, enabled: boolean) {
  return queryOptions({
    queryKey: ['gemini-count', request.model, request.baseUrl, hash] as const,
    queryFn: () => countTokensWithGemini(request),
    enabled,
    // The Gemini API is remote: paused while offline, resumed when the network returns.
    networkMode: 'online',
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 10 * 60_000,
  });
}
