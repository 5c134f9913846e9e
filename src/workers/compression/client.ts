/**
 * The UI's handle on the compression worker, started on first use and watched: while requests
 * wait it is pinged, and one that stops answering (closed, looping) or crashes is replaced,
 * with the newest plan sent again and the user told (`health.ts`), as the token counter is.
 */
import type {
  CompressionStage,
  EnvironmentInput,
  HistoryJsonError,
  SummaryRequest,
} from '../../core';
import { compressionWorkerHealth, MAX_RESTARTS, silenceLimitMs } from './health';
import type {
  HistorySource,
  MessageDetail,
  PlanRequest,
  PlanSettings,
  PlanView,
  RunView,
  WorkerReply,
  WorkerRequest,
} from './protocol';
import { createBlockReceiver } from './vocabularyDelta';

export type { CompressionWorkerHealth } from './health';

/** A reply as the page reads it: a plan with its vocabulary blocks whole again. */
type PageReply =
  | Exclude<WorkerReply, { type: 'planned' | 'blocks' }>
  | { type: 'planned'; id: number; view: PlanView };
type Listener = (reply: PageReply) => void;

/** How often a worker with requests waiting is pinged. */
const CHECK_EVERY_MS = 1_000;
/** Characters a generated turn adds to a history, about (sizes a synthetic plan's patience). */
const CHARS_PER_SYNTHETIC_TURN = 3_000;
/** Replies that finish a request: the worker works (pongs and progress only show it lives). */
const ANSWERS = new Set<WorkerReply['type']>([
  'planned',
  'invalid',
  'detail',
  'text',
  'ran',
  'failed',
]);

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { listener: Listener; request: WorkerRequest }>();
/** The newest plan request: a restarted worker gets it again (it holds no history before). */
let latestPlan: PlanRequest | null = null;
let lastHeardAt = 0;
/** Whether the current worker has sent anything (else an error means it failed to start). */
let heardFrom = false;
/** Failures since the worker last answered a request; {@link MAX_RESTARTS} stops restarting. */
let failures = 0;
/** Why the worker was given up on (null: it is started when needed). */
let stopped: string | null = null;
let watchdog: ReturnType<typeof setInterval> | null = null;
/** The vocabulary blocks of the last plans received (replies refer to them). */
const blocks = createBlockReceiver();

/** `reply` with a plan's vocabulary blocks resolved against those held. */
function pageReply(reply: Exclude<WorkerReply, { type: 'blocks' }>): PageReply {
  if (reply.type !== 'planned') return reply;
  const vocabularyBlocks = blocks.decode(reply.id, reply.view.vocabularyBlocks);
  if (vocabularyBlocks) return { ...reply, view: { ...reply.view, vocabularyBlocks } };
  return {
    type: 'failed',
    id: reply.id,
    message:
      reply.view.vocabularyBlocks.base === 0
        ? 'The compression worker referred to texts it sent ahead of its plan, which the page did not receive. Please try again.'
        : `The compression worker referred to texts of plan ${reply.view.vocabularyBlocks.base}, which the page no longer holds. Please try again.`,
  };
}

const planChars = ({ source }: PlanRequest): number =>
  source.kind === 'text' ? source.text.length : source.turns * CHARS_PER_SYNTHETIC_TURN;
/** A request's size: its history's, or (details, texts, runs) the last planned history's. */
const requestChars = (request: WorkerRequest): number => {
  const plan = request.type === 'plan' ? request : latestPlan;
  return plan ? planChars(plan) : 0;
};

function fail(id: number, message: string): void {
  const waiting = pending.get(id);
  pending.delete(id);
  waiting?.listener({ type: 'failed', id, message });
}

function stopWatching(): void {
  if (watchdog) clearInterval(watchdog);
  watchdog = null;
}

function checkLiveness(): void {
  if (pending.size === 0 || !worker) {
    stopWatching();
    return;
  }
  const chars = Math.max(...[...pending.values()].map((p) => requestChars(p.request)));
  const limit = silenceLimitMs(chars, failures);
  if (Date.now() - lastHeardAt > limit) {
    replaceWorker(`stopped answering for ${Math.round(limit / 1000)} s`);
    return;
  }
  worker.postMessage({ type: 'ping', id: 0 } satisfies WorkerRequest);
}

/**
 * Replaces a stuck, closed or crashed worker: the newest plan is sent to a new one (its
 * waiter keeps waiting), other requests fail with a message. After {@link MAX_RESTARTS}
 * failures in a row the worker is given up on until {@link restartCompressionWorker}.
 */
function replaceWorker(problem: string): void {
  failures += 1;
  worker?.terminate();
  worker = null;
  const at = Date.now();
  const planId = latestPlan?.id;
  if (failures > MAX_RESTARTS) {
    stopped = `The compression worker ${problem} and could not be restarted (${MAX_RESTARTS} tries).`;
    stopWatching();
    for (const id of [...pending.keys()]) fail(id, stopped);
    compressionWorkerHealth.setState({ state: 'stopped', message: stopped, at, failedRequests: 0 });
    return;
  }
  const others = [...pending.keys()].filter((id) => id !== planId);
  const replanning = planId !== undefined && pending.has(planId);
  const message = `The compression worker ${problem}, so it was restarted${replanning ? ' and is planning again' : ''}.`;
  for (const id of others) fail(id, `${message} Please try again.`);
  const restarted = ensureWorker();
  if (latestPlan) restarted.postMessage(latestPlan);
  compressionWorkerHealth.setState({
    state: 'restarted',
    message,
    at,
    failedRequests: others.length,
  });
}

function ensureWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./worker.ts', import.meta.url), {
    type: 'module',
    name: 'compression',
  });
  created.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
    if (worker !== created) return; // a replaced worker's last words
    const reply = event.data;
    lastHeardAt = Date.now();
    heardFrom = true;
    if (reply.type === 'pong') return;
    // Texts sent ahead of a plan are held until its reply resolves them.
    if (reply.type === 'blocks') return blocks.receiveAhead(reply.id, reply.ahead);
    if (ANSWERS.has(reply.type)) failures = 0;
    // Every plan is decoded, listened to or not: later ones may refer to its blocks.
    const read = pageReply(reply);
    pending.get(reply.id)?.listener(read);
  });
  const broke = (detail: string) => {
    if (worker !== created) return;
    // A module that cannot load sends an error without a message, before anything else.
    if (detail) replaceWorker(`crashed (${detail})`);
    else replaceWorker(heardFrom ? 'crashed (no reason given)' : 'failed to start');
  };
  created.addEventListener('error', (event) => broke(event.message));
  created.addEventListener('messageerror', () => broke('an unreadable message'));
  worker = created;
  heardFrom = false;
  lastHeardAt = Date.now();
  return created;
}

/** Starts the worker early (it warms itself up) without sending anything. */
export function prewarmCompressionWorker(): void {
  if (!stopped) ensureWorker();
}

/** The worker's health (restarts and give-ups, for the simulator to show). */
export const getCompressionWorkerHealth = compressionWorkerHealth.getState;
/** Calls `listener` on every change of the worker's health; returns the unsubscribe function. */
export const subscribeCompressionWorkerHealth = compressionWorkerHealth.subscribe;

/**
 * Starts the worker again after it was given up on (the user's retry). The view plans again
 * when it sees `retries` grow.
 */
export function restartCompressionWorker(): void {
  stopped = null;
  failures = 0;
  const { retries } = compressionWorkerHealth.getState();
  compressionWorkerHealth.setState(
    { state: 'running', message: null, at: Date.now(), failedRequests: 0, retries: retries + 1 },
    true,
  );
}

/** Sends `request`; `listener` hears its replies (a failure too) until it is settled. */
function send(request: WorkerRequest, listener?: Listener): void {
  if (stopped) {
    const message = stopped;
    if (listener) queueMicrotask(() => listener({ type: 'failed', id: request.id, message }));
    return;
  }
  if (request.type === 'plan') latestPlan = request;
  const target = ensureWorker();
  if (listener) {
    if (pending.size === 0) lastHeardAt = Date.now();
    pending.set(request.id, { listener, request });
    watchdog ??= setInterval(checkLiveness, CHECK_EVERY_MS);
  }
  target.postMessage(request);
}

/** Result of planning: the view, or where the JSON is wrong. */
export type PlanOutcome = { view: PlanView } | { error: HistoryJsonError };

/** Plans `source` in the worker; `onStep` reports progress ('parsing', 'planning', …). */
export function planInWorker(
  source: HistorySource,
  settings: PlanSettings,
  onStep?: (step: string) => void,
): Promise<PlanOutcome> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const vocabularyBase = blocks.newest();
    send({ type: 'plan', id, source, settings, vocabularyBase }, (reply) => {
      if (reply.type === 'progress') return onStep?.(reply.step);
      pending.delete(id);
      if (reply.type === 'planned') resolve({ view: reply.view });
      else if (reply.type === 'invalid') resolve({ error: reply.error });
      else reject(new Error(reply.type === 'failed' ? reply.message : 'Unexpected reply.'));
    });
  });
}

function ask<T>(request: WorkerRequest, pick: (reply: PageReply) => T | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    send(request, (reply) => {
      pending.delete(request.id);
      const value = pick(reply);
      if (value !== undefined) resolve(value);
      else if (reply.type === 'failed') reject(new Error(reply.message));
      else reject(new Error('The compression worker has no plan yet.'));
    });
  });
}

/** One message of the last plan, before and after truncation. */
export function messageDetailInWorker(index: number): Promise<MessageDetail> {
  return ask({ type: 'detail', id: nextId++, index }, (r) =>
    r.type === 'detail' ? r.detail : undefined,
  );
}

/** The current history as JSON text, or the last summary request as pretty JSON. */
export function textFromWorker(what: 'history-text' | 'request-json'): Promise<string> {
  return ask({ type: what, id: nextId++ }, (r) => (r.type === 'text' ? r.text : undefined));
}

/** What a run needs from the main thread. */
export interface RunCallbacks {
  signal: AbortSignal;
  onStage: (stage: CompressionStage) => void;
  /** Answers one summary request (Gemini); omit for the offline summariser. */
  summarise?: (request: SummaryRequest, signal: AbortSignal) => Promise<string>;
}

/**
 * Runs `simulateCompression` in the worker on the last planned history. Rejects with the
 * summariser's own error (so it can be explained) or an AbortError when cancelled.
 */
export function runInWorker(
  settings: PlanSettings,
  environment: EnvironmentInput,
  callbacks: RunCallbacks,
): Promise<RunView> {
  const id = nextId++;
  const { signal, summarise } = callbacks;
  return new Promise((resolve, reject) => {
    let summariserError: unknown = null;
    const finish = () => {
      pending.delete(id);
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      send({ type: 'cancel', id });
      finish();
      reject(new DOMException('The run was cancelled.', 'AbortError'));
    };
    signal.addEventListener('abort', onAbort);
    const listener: Listener = (reply) => {
      if (reply.type === 'stage') callbacks.onStage(reply.stage);
      else if (reply.type === 'summarise' && summarise) {
        summarise(reply.request, signal).then(
          (text) => send({ type: 'summary-result', id, text }),
          (error: unknown) => {
            summariserError = error;
            send({ type: 'summary-error', id, message: 'The summariser failed.' });
          },
        );
      } else if (reply.type === 'ran') {
        finish();
        resolve(reply.result);
      } else if (reply.type === 'failed') {
        finish();
        reject(summariserError ?? new Error(reply.message));
      }
    };
    send(
      { type: 'run', id, settings, environment, summariser: summarise ? 'remote' : 'offline' },
      listener,
    );
  });
}
