/** Messages between the UI and the token-count worker. */

/** The gpt-tokenizer encodings the meter offers. */
export type TokenEncoding = 'o200k_base' | 'cl100k_base';

/** Count every text with `encoding`; the reply carries the same `id`. */
export interface CountRequest {
  id: number;
  encoding: TokenEncoding;
  texts: string[];
}

/** Counts in request order, or why counting failed. */
export type CountResponse =
  | {
      id: number;
      ok: true;
      counts: number[];
      /** Time spent in the worker, loading the encoding included. */
      elapsedMs: number;
      /** Chunks actually encoded (the rest came from the cache). */
      encodedChunks: number;
    }
  | { id: number; ok: false; error: string };
