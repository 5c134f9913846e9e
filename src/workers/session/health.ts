/**
 * How the session worker is doing, as the session view tells the user: running, replaced
 * after it stopped answering or crashed, or given up on after repeated failures (with a
 * retry). The client (`client.ts`) writes it; the view reads it through the client's exports.
 */
import { createStore } from 'zustand/vanilla';

/** The worker's last replacement, or why it is no longer started. */
export type SessionWorkerHealth =
  | { state: 'running'; message: null; at: number; retries: number }
  | { state: 'restarted' | 'stopped'; message: string; at: number; retries: number };

export const sessionWorkerHealth = createStore<SessionWorkerHealth>()(() => ({
  state: 'running',
  message: null,
  at: 0,
  retries: 0,
}));

/**
 * A worker not heard from (a reply, progress or a pong) for this long while a simulation
 * waits is taken for stuck or gone. The worker pauses between batches of counted contents
 * and answers pings there; the longest step without a pause is the replay itself (a
 * 500-turn session takes well under a second), so this leaves a slow machine ample room.
 */
export const SILENCE_LIMIT_MS = 20_000;
/** Consecutive failures after which the worker is not started again without the user. */
export const MAX_RESTARTS = 3;

/** The silence allowed after `failures` failures in a row: doubled each time, up to 8×. */
export function silenceLimitMs(failures: number): number {
  return SILENCE_LIMIT_MS * 2 ** Math.min(failures, 3);
}
