import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TextSegment, TokenBreakdown } from '../../../../core';
import { useConfig } from '../../../store/configStore';
import { segmentsHash } from '../../meter/segmentsHash';
import { tokenCountQuery } from '../../meter/tokenQueries';

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
 * Counts `segments` in the token worker (gpt-tokenizer, the encoding chosen in the meter),
 * cached by the segments' hash, keeping previous figures on screen while re-counting.
 */
export function useSegmentTokens(segments: readonly TextSegment[]): SegmentTokens {
  const encoding = useConfig((c) => c.tokens.encoding);
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
