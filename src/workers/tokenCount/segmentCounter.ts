/** The worker's counting logic, free of any Worker API so it can be tested directly. */
import { createCountCache, type CachedTokenCounter } from '../../core';

/** Pieces remembered per encoding (a 200 KB memory is about 100 pieces). */
export const SEGMENT_CACHE_ENTRIES = 4000;

/** Counts segments given as pieces, encoding only pieces it has not seen recently. */
export interface SegmentCounter {
  /** Token count of each segment: the sum of its pieces' counts. */
  countAll(segments: readonly (readonly string[])[]): number[];
  /** Pieces encoded by the last `countAll` (cache misses). */
  readonly lastEncodedChunks: number;
  /** The underlying piece cache. */
  readonly cache: CachedTokenCounter;
}

/**
 * Wraps an encoding's `count(text)` with a least-recently-used cache of piece counts. With
 * pieces from `chunkForCounting`, typing in one place of a long text re-encodes one piece.
 */
export function createSegmentCounter(
  id: string,
  count: (text: string) => number,
  maxEntries = SEGMENT_CACHE_ENTRIES,
): SegmentCounter {
  let encoded = 0;
  const cache = createCountCache(
    {
      id,
      label: id,
      count(text) {
        encoded += 1;
        return count(text);
      },
    },
    maxEntries,
  );
  return {
    cache,
    get lastEncodedChunks() {
      return encoded;
    },
    countAll(segments) {
      encoded = 0;
      return segments.map((pieces) => pieces.reduce((sum, piece) => sum + cache.count(piece), 0));
    },
  };
}
