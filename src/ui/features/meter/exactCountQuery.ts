import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { countTokensWithGemini, type GeminiCountRequest } from '../../geminiApi/geminiCountTokens';

/** Why an exact count did not run: its text had been let go (see {@link exactCountQuery}). */
export const EXACT_TEXT_GONE_MESSAGE =
  'The prompt changed before it could be sent; count the current prompt instead.';

/**
 * The Gemini API's count of one prompt text, cached by model, endpoint and text hash; only
 * fetched when `enabled` (an explicit "Count exactly"), never on every keystroke. The key
 * leaves the API key out: counts do not depend on it.
 *
 * The request is held weakly: every keystroke makes a query (most never fetched) that the
 * cache keeps for minutes, and holding its text would keep every keystroke's prompt alive.
 * The caller holds the current request (`useExactCount`) and a count in flight holds its own.
 */
export function exactCountQuery(request: GeminiCountRequest, hash: string, enabled: boolean) {
  const held = new WeakRef(request);
  return queryOptions({
    queryKey: ['gemini-count', request.model, request.baseUrl, hash] as const,
    queryFn: () => {
      const current = held.deref();
      if (!current) throw new Error(EXACT_TEXT_GONE_MESSAGE);
      return countTokensWithGemini(current);
    },
    enabled,
    // The Gemini API is remote: paused while offline, resumed when the network returns.
    networkMode: 'online',
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 10 * 60_000,
  });
}
