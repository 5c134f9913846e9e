/** Messages between the UI and the token-count worker. */
import { TOKEN_ENCODINGS, type TokenEncoding } from '../../core';
import type { ChunkDelta } from './chunkDelta';
import type { VocabularyStatus } from './vocabularyStatus';

export type { VocabularyStatus };

/** Everything the worker posts: count replies and the Gemini vocabulary's loading progress. */
export type WorkerMessage = CountResponse | VocabularyStatus;

/** The vocabularies the meter offers (core's {@link TOKEN_ENCODINGS}). */
export type { TokenEncoding };

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

const ENCODINGS: readonly string[] = TOKEN_ENCODINGS;

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** True for a well-formed {@link CountRequest} (the worker checks every message it gets). */
export function isCountRequest(value: unknown): value is CountRequest {
  const m = value as Partial<CountRequest> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    isId(m.id) &&
    typeof m.encoding === 'string' &&
    ENCODINGS.includes(m.encoding) &&
    Array.isArray(m.segments) &&
    m.segments.every(
      (pieces) => Array.isArray(pieces) && pieces.every((p) => p === null || typeof p === 'string'),
    )
  );
}

/** True for a well-formed {@link CountResponse} (the client checks every reply it gets). */
export function isCountResponse(value: unknown): value is CountResponse {
  const m = value as Record<string, unknown> | null;
  if (typeof m !== 'object' || m === null || !isId(m['id'])) return false;
  if (m['ok'] === false) return typeof m['error'] === 'string';
  return (
    m['ok'] === true &&
    Array.isArray(m['counts']) &&
    m['counts'].every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0) &&
    typeof m['elapsedMs'] === 'number' &&
    typeof m['encodedChunks'] === 'number'
  );
}

/** The id of a malformed message, when it has a usable one (so its sender can be answered). */
export function idOf(value: unknown): number | null {
  const id = (value as { id?: unknown } | null)?.id;
  return isId(id) ? id : null;
}

/** A liveness check: the worker answers `{ pong }` with the same number at once. */
export interface PingMessage {
  ping: number;
}
export interface PongMessage {
  pong: number;
}

export const isPing = (value: unknown): value is PingMessage =>
  isId((value as { ping?: unknown } | null)?.ping);
export const isPong = (value: unknown): value is PongMessage =>
  isId((value as { pong?: unknown } | null)?.pong);
