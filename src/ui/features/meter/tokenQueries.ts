import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TextSegment, TokenBreakdown } from '../../../core';
import { countInWorker } from '../../../workers/tokenCount/client';
import type { TokenEncoding } from '../../../workers/tokenCount/protocol';
import { breakdownFromCounts } from './breakdownFromCounts';
import { countingPieces } from './segmentsHash';

/** A breakdown counted with one encoding, with how long the worker took. */
export interface EncodedBreakdown extends TokenBreakdown {
  encoding: TokenEncoding;
  workerMs: number;
  encodedChunks: number;
}

/**
 * The worker-backed count of `segments` with `encoding`, keyed by their `segmentsHash`.
 * The previous figures stay on screen while new ones are counted, so the meter never
 * flickers; results are kept for a minute (undo and redo hit the cache).
 */
export function tokenCountQuery(
  encoding: TokenEncoding,
  segments: readonly TextSegment[],
  hash: string,
) {
  return queryOptions({
    queryKey: ['tokens', encoding, hash] as const,
    queryFn: async (): Promise<EncodedBreakdown> => {
      const result = await countInWorker(encoding, countingPieces(segments));
      return {
        ...breakdownFromCounts(segments, result.counts, encoding),
        encoding,
        workerMs: result.elapsedMs,
        encodedChunks: result.encodedChunks,
      };
    },
    placeholderData: keepPreviousData,
    // Only the local worker is involved: counting never waits for the network.
    networkMode: 'always',
    // A failed encoding download (say, a flaky connection) is retried before giving up.
    retry: 2,
    retryDelay: 500,
    staleTime: Infinity,
    gcTime: 60_000,
  });
}
