import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PlaygroundTokens, TextSegment, TokenBreakdown } from '../../core';
import { useConfig } from '../store/configStore';
import { segmentsHash } from './segmentsHash';
import { tokenCountQuery } from './tokenQueries';

/** Worker-counted tokens of some segments with the selected encoding. */
export interface SegmentTokens {
  /** Figures per key; `null` until the first count arrives. */
  breakdown: TokenBreakdown | null;
  /** Tokens of one key, or `null` while unknown. */
  tokensOf: (key: string) => number | null;
  encoding: string;
  stale: boolean;
  error: string | null;
}

/**
 * The vocabulary for the Asimi and multi-provider targets: Gemini's own for the Gemini
 * provider; otherwise the chosen OpenAI vocabulary (o200k_base when Gemini's is chosen).
 */
function targetEncoding(
  encoding: PlaygroundTokens['encoding'],
  target: string,
  provider: string,
): PlaygroundTokens['encoding'] {
  if (target === 'providers' && provider === 'gemini') return 'gemma3';
  return encoding === 'gemma3' ? 'o200k_base' : encoding;
}

/**
 * Counts `segments` in the token worker (the target's vocabulary, see `targetEncoding`),
 * cached by the segments' hash, keeping previous figures on screen while re-counting.
 */
export function useSegmentTokens(segments: readonly TextSegment[]): SegmentTokens {
  const encoding = useConfig((c) =>
    targetEncoding(c.tokens.encoding, c.target, c.providers.selected),
  );
  const hash = useMemo(() => segmentsHash(segments), [segments]);
  const query = useQuery(tokenCountQuery(encoding, segments, hash));
  const breakdown = query.data ?? null;
  return useMemo(
    () => ({
      breakdown,
      tokensOf: (key: string) => breakdown?.rows.find((row) => row.key === key)?.tokens ?? null,
      encoding,
      stale: query.isPlaceholderData || query.isFetching,
      error: query.error ? query.error.message : null,
    }),
    [breakdown, encoding, query.isPlaceholderData, query.isFetching, query.error],
  );
}
