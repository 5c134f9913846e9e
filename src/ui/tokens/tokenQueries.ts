import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TextSegment, TokenBreakdown } from '../../core';
import { knownTextCounts, rememberTextCounts } from '../../workers/tokenCount/client';
import { countInWorker } from '../../workers/tokenCount/client';
import type { TokenEncoding } from '../../workers/tokenCount/protocol';
import { breakdownFromCounts } from './breakdownFromCounts';
import { countingPieces } from './segmentsHash';

/** A breakdown counted with one encoding, with how long the worker took. */
export interface EncodedBreakdown extends TokenBreakdown {
  encoding: TokenEncoding;
  workerMs: number;
  encodedChunks: number;
}

/** After figures came from known counts, the worker starts this much later, in the background. */
export const WARM_UP_DELAY_MS = 2_000;
const warmedUp = new Set<TokenEncoding>();

/**
 * Starts the worker (and, through it, the vocabulary) once figures were shown from known
 * counts, so the first edit finds it ready. Its answer only fills the worker's caches.
 */
function warmUp(encoding: TokenEncoding, segments: readonly TextSegment[]): void {
  if (warmedUp.has(encoding)) return;
  warmedUp.add(encoding);
  setTimeout(
    () => void countInWorker(encoding, countingPieces(segments)).catch(() => undefined),
    WARM_UP_DELAY_MS,
  );
}

/** Why a count did not run: its text had been let go (see {@link tokenCountQuery}). */
export const TEXT_GONE_MESSAGE =
  'This text was replaced before it could be counted again; the current text is counted instead.';

/**
 * The worker-backed count of `segments` with `encoding`, keyed by their `segmentsHash`.
 * The previous figures stay on screen while new ones are counted, so the meter never
 * flickers; results are kept for a minute (undo and redo hit the cache). Texts whose counts
 * are known (the build's, or this browser's last ones) are shown at once, with no worker.
 *
 * The query holds its segments weakly: the cache keeps a query's options (these functions)
 * for that minute, and the segments of a keystroke's prompt are cut from the whole prompt, so
 * holding them would keep every keystroke's 200 KB prompt alive. A count holds them while it
 * runs, and whatever shows a text holds its segments; only a count asked again for a text no
 * longer shown anywhere finds them gone ({@link TEXT_GONE_MESSAGE}).
 */
export function tokenCountQuery(
  encoding: TokenEncoding,
  segments: readonly TextSegment[],
  hash: string,
) {
  const held = new WeakRef(segments);
  return queryOptions({
    queryKey: ['tokens', encoding, hash] as const,
    queryFn: async (): Promise<EncodedBreakdown> => {
      const segments = held.deref();
      if (!segments) throw new Error(TEXT_GONE_MESSAGE);
      const result = await countInWorker(encoding, countingPieces(segments));
      rememberTextCounts(
        'prompt',
        encoding,
        segments.map((segment) => segment.text),
        result.counts,
      );
      return {
        ...breakdownFromCounts(segments, result.counts, encoding),
        encoding,
        workerMs: result.elapsedMs,
        encodedChunks: result.encodedChunks,
      };
    },
    initialData: (): EncodedBreakdown | undefined => {
      const segments = held.deref();
      if (!segments) return undefined;
      const counts = knownTextCounts(
        encoding,
        segments.map((segment) => segment.text),
      );
      if (!counts) return undefined;
      warmUp(encoding, segments);
      return {
        ...breakdownFromCounts(segments, counts, encoding),
        encoding,
        workerMs: 0,
        encodedChunks: 0,
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
