/** The UI's typed handle on the token-count worker, started on first use and watched. */
import { toChunkDelta } from './chunkDelta';
import { isVocabularyStatus } from './vocabularyStatus';
import {
  isCountResponse,
  isPong,
  type CountRequest,
  type PingMessage,
  type TokenEncoding,
  type VocabularyStatus,
} from './protocol';

/** Counts known without the worker (the build's and this browser's last ones). */
export { knownTextCounts, rememberTextCounts } from './knownTextCounts';

/** Counts of one request, in segment order. */
export interface WorkerCounts {
  counts: number[];
  elapsedMs: number;
  encodedChunks: number;
}

interface Pending {
  resolve: (value: WorkerCounts) => void;
  reject: (error: Error) => void;
}

/**
 * While requests are pending the worker is pinged every {@link CHECK_EVERY_MS}; one that has
 * not answered any ping for {@link WORKER_SILENCE_LIMIT_MS} is stuck or gone (a closed or
 * crashed worker sends nothing): it is replaced and its requests fail with a message. Pings
 * are answered between counts, so a worker loading an encoding is never taken for dead;
 * counting 4 MB of text at once takes about a second.
 */
export const WORKER_SILENCE_LIMIT_MS = 12_000;
/**
 * A worker that has not answered a count yet is evaluating a multi-megabyte encoding, which
 * blocks it (and its pings) for seconds on a busy machine: it gets this much longer.
 */
export const WORKER_FIRST_LOAD_LIMIT_MS = 60_000;
const CHECK_EVERY_MS = 1_000;

/** A value the UI can watch with `useSyncExternalStore`. */
function watched<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** Why the count worker was last replaced, when, and how many counts in progress failed. */
export interface WorkerRestart {
  message: string;
  at: number;
  failedCounts: number;
}

let worker: Worker | null = null;
const vocabulary = watched<VocabularyStatus | null>(null);
const lastRestart = watched<WorkerRestart | null>(null);

/** The Gemini vocabulary's latest loading status (null before it was first needed). */
export const getVocabularyStatus = vocabulary.get;
/** Calls `listener` on every vocabulary status change; returns the unsubscribe function. */
export const subscribeVocabularyStatus = vocabulary.subscribe;
/** The latest replacement of a stuck or crashed worker in this page (null if none). */
export const getLastWorkerRestart = lastRestart.get;
/** Calls `listener` whenever the worker is replaced; returns the unsubscribe function. */
export const subscribeWorkerRestart = lastRestart.subscribe;
let nextId = 1;
const pending = new Map<number, Pending>();
/** The pieces of the last request sent: the worker holds the same. */
let lastSent: string[][] = [];
let watchdog: ReturnType<typeof setInterval> | null = null;
/** When the worker last showed it was alive (a reply or a pong). */
let lastHeardAt = 0;
let nextPing = 1;
/** Whether the current worker has answered a count (its encoding is loaded). */
let answeredOnce = false;
/** Whether the current worker is loading the Gemini vocabulary (in the background too). */
let loadingVocabulary = false;
/** How many times the worker was replaced (for tests and diagnostics). */
let restarts = 0;
/** Whether the current worker has sent anything (else an error means it failed to start). */
let heardFrom = false;
/** Starts that failed in a row (a worker that sends anything resets it). */
let startFailures = 0;

/**
 * A request carrying more new text than this is posted in a task of its own (copying a 2 MB
 * import for the worker takes tens of milliseconds): the store update and render that asked
 * for the count stay short. Later requests queue behind it, so the worker sees them in order.
 */
export const LARGE_POST_CHARS = 256_000;
let queued: CountRequest[] = [];

function post(target: Worker, request: CountRequest): void {
  const newChars = request.segments.reduce(
    (sum, pieces) => pieces.reduce((chars, piece) => chars + (piece?.length ?? 0), sum),
    0,
  );
  if (queued.length === 0 && newChars < LARGE_POST_CHARS) {
    target.postMessage(request);
    return;
  }
  queued.push(request);
  if (queued.length > 1) return;
  setTimeout(() => {
    const batch = queued;
    queued = [];
    // A replaced worker's requests already failed; the new worker never sees them.
    if (worker === target) for (const next of batch) target.postMessage(next);
  }, 0);
}

function restartWorker(message: string): void {
  restarts += 1;
  queued = [];
  const waiters = [...pending.values()];
  pending.clear();
  worker?.terminate();
  worker = null;
  lastSent = [];
  if (watchdog) clearInterval(watchdog);
  watchdog = null;
  lastRestart.set({ message, at: Date.now(), failedCounts: waiters.length });
  for (const waiter of waiters) waiter.reject(new Error(message));
}

function checkLiveness(): void {
  if (pending.size === 0 || !worker) {
    lastHeardAt = Date.now();
    return;
  }
  // Each restart doubles the patience, so a machine too slow for the limit cannot loop.
  const base =
    answeredOnce && !loadingVocabulary ? WORKER_SILENCE_LIMIT_MS : WORKER_FIRST_LOAD_LIMIT_MS;
  const limit = base * 2 ** Math.min(restarts, 4);
  if (Date.now() - lastHeardAt > limit) {
    restartWorker(
      `The token counter stopped answering for ${Math.round(limit / 1000)} s, so it was restarted.`,
    );
    return;
  }
  const ping: PingMessage = { ping: nextPing++ };
  worker.postMessage(ping);
}

function ensureWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./worker.ts', import.meta.url), {
    type: 'module',
    name: 'token-count',
  });
  created.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (worker !== created) return; // a replaced worker's last words
    heardFrom = true;
    startFailures = 0;
    const reply = event.data;
    if (isPong(reply)) {
      lastHeardAt = Date.now();
      return;
    }
    if (isVocabularyStatus(reply)) {
      lastHeardAt = Date.now();
      // Parsing the vocabulary blocks the worker (and its pings) for seconds.
      loadingVocabulary = reply.phase === 'download' || reply.phase === 'initialise';
      vocabulary.set(reply);
      return;
    }
    // Every reply is checked: a malformed one fails nothing but is ignored.
    if (!isCountResponse(reply)) return;
    lastHeardAt = Date.now();
    answeredOnce = true;
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if (reply.ok) {
      const { counts, elapsedMs, encodedChunks } = reply;
      waiter.resolve({ counts, elapsedMs, encodedChunks });
    } else {
      waiter.reject(new Error(reply.error));
    }
  });
  const crashed = (detail: string) => {
    // A worker already replaced may still report; only the current one is restarted.
    if (worker !== created) return;
    // A script that cannot load sends an error without a message, before anything else.
    if (detail || heardFrom) {
      startFailures = 0;
      restartWorker(
        `The token counter crashed (${detail || 'no reason given'}), so it was restarted.`,
      );
      return;
    }
    startFailures += 1;
    restartWorker(
      startFailures === 1
        ? 'The token counter failed to start; it is started again for the next count.'
        : `The token counter could not be restarted: it failed to start ${startFailures} times in a row. It is tried again with the next change.`,
    );
  };
  created.addEventListener('error', (event) => crashed(event.message));
  created.addEventListener('messageerror', () => crashed('an unreadable message'));
  worker = created;
  heardFrom = false;
  answeredOnce = false;
  loadingVocabulary = false;
  lastHeardAt = Date.now();
  watchdog ??= setInterval(checkLiveness, CHECK_EVERY_MS);
  return created;
}

/** How many times a stuck or crashed worker was replaced in this page. */
export function workerRestarts(): number {
  return restarts;
}

/**
 * Counts each segment, given as its counting pieces (`chunkForCounting`), with `encoding` in
 * the worker. Only pieces that changed since the previous request are posted; the worker
 * caches piece counts.
 */
export function countInWorker(encoding: TokenEncoding, pieces: string[][]): Promise<WorkerCounts> {
  const target = ensureWorker();
  if (pending.size === 0) lastHeardAt = Date.now();
  const id = nextId++;
  const request: CountRequest = { id, encoding, segments: toChunkDelta(lastSent, pieces) };
  lastSent = pieces;
  return new Promise<WorkerCounts>((resolve, reject) => {
    pending.set(id, {
      resolve,
      reject: (error) => {
        lastSent = [];
        reject(error);
      },
    });
    post(target, request);
  });
}
