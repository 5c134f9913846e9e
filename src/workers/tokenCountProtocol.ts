/** Messages between the UI and the token-count worker. */
import type { ChunkDelta } from './chunkDelta';
import type { VocabularyStatus } from './tokenCount/vocabularyStatus';

export type { VocabularyStatus };

/** Everything the worker posts: count replies and the Gemini vocabulary's loading progress. */
export type WorkerMessage = CountResponse | VocabularyStatus;

/** The vocabularies the meter offers: Gemini's own (Gemma 3) and two gpt-tokenizer ones. */
export type TokenEncoding = 'gemma3' | 'o200k_base' | 'cl100k_base';

/**
 * Count every segment with `encoding`; the reply carries the same `id`. Segments arrive as
 * counting pieces relative to the previous request (see {@link ChunkDelta}).
 */
export interface CountRequest {
  id: number;
  encoding: TokenEncoding;
  segments: ChunkDelta;
}

/** Counts in segment order, or why counting failed. */
export type CountResponse =
  | {
      id: number;
      ok: true;
      counts: number[];
      /** Time spent in the worker, loading the encoding included. */
      elapsedMs: number;
      /** Pieces actually encoded (the rest came from the cache). */
      encodedChunks: number;
    }
  | { id: number; ok: false; error: string };
