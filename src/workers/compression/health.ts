/**
 * How the compression worker is doing, as the page tells the user: running, replaced after it
 * stopped answering or crashed, or given up on after repeated failures (with a retry). The
 * client (`client.ts`) writes it; the simulator reads it through the client's exports.
 */
import { createStore } from 'zustand/vanilla';

/** The worker's last replacement, or why it could not be replaced. */
export type CompressionWorkerHealth =
  | { state: 'running'; message: null; at: number; failedRequests: 0; retries: number }
  | {
      state: 'restarted' | 'stopped';
      /** What happened, in a sentence. */
      message: string;
      at: number;
      /** Requests other than the plan that failed with it (the plan is asked again). */
      failedRequests: number;
      /** How many times the user asked for a new start after the worker was given up on. */
      retries: number;
    };

export const compressionWorkerHealth = createStore<CompressionWorkerHealth>()(() => ({
  state: 'running',
  message: null,
  at: 0,
  failedRequests: 0,
  retries: 0,
}));

/**
 * A worker that has not been heard from (a reply, progress or a pong) for this long while a
 * request waits is taken for stuck or gone: a closed worker sends nothing, a looping one
 * answers no ping. Pings are answered between tasks, so only one synchronous step of the
 * planning (parsing, planning, measuring) must fit; each million characters of the request
 * adds {@link SILENCE_MS_PER_MILLION_CHARS} (parsing and planning 4 MB take about a second).
 */
export const SILENCE_LIMIT_MS = 15_000;
export const SILENCE_MS_PER_MILLION_CHARS = 5_000;
/** Consecutive failures after which the worker is not started again without the user. */
export const MAX_RESTARTS = 3;

/**
 * The silence allowed for a request of `chars` characters after `failures` failures in a row:
 * each failure doubles it (up to eight times), so a machine too slow for the limit cannot loop.
 */
export function silenceLimitMs(chars: number, failures: number): number {
  const base = SILENCE_LIMIT_MS + Math.round((chars / 1_000_000) * SILENCE_MS_PER_MILLION_CHARS);
  return base * 2 ** Math.min(failures, 3);
}
