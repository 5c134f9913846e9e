/**
 * The UI's handle on the session worker, started on first use and watched like the
 * compression worker: while a simulation waits the worker is pinged, and one that stays silent
 * (closed, looping) or crashes is replaced and the newest simulation sent again; after
 * {@link MAX_RESTARTS} failures in a row it is given up on until the user asks
 * ({@link restartSessionWorker}). Only the newest simulation's result is delivered: an older
 * one's promise settles as `superseded` the moment a newer one is sent.
 */
import type {
  SessionConversation,
  SessionResult,
  SessionRunInputs,
  WhatIfRow,
  WhatIfVariant,
} from '../../core';
import type { RunOutcome } from './runSimulation';
import { MAX_RESTARTS, sessionWorkerHealth, silenceLimitMs } from './health';
import { splicedVariant } from './prefixSplices';
import type {
  SessionProgress,
  SessionSource,
  SessionWorkerReply,
  SessionWorkerRequest,
  SimulateRequest,
  LaneAnswer,
  LaneRequest,
  WhatIfRequest,
} from './protocol';

export type { SessionWorkerHealth } from './health';
/** The page makes each variant's splices as it renders it (idle time), not all at the send. */
export { splicedVariant as prepareWhatIfVariant } from './prefixSplices';
export type { SessionProgress, SessionSource, SessionCounting, SessionStep } from './protocol';

/** What a simulation needs (the client adds the request's id). */
export type SimulationInput = Omit<SimulateRequest, 'type' | 'id'>;

/**
 * How a simulation ended: simulated, an unreadable conversation (the message says where and
 * why), or superseded by a newer request. A failure rejects the promise with the reason. A
 * simulated outcome's `conversation` holds the conversation's replayable start only (its
 * first turns' contents, core's `replayableConversation`); `messages` counts the whole.
 */
export type SimulationOutcome = RunOutcome;

/** How often a worker with a simulation waiting is pinged. */
const CHECK_EVERY_MS = 1_000;

interface Waiting {
  request: SimulateRequest;
  onProgress: ((progress: SessionProgress) => void) | undefined;
  resolve: (outcome: SimulationOutcome) => void;
  reject: (error: Error) => void;
}

/** What a what-if needs: the session's simulation input and the variants. */
export interface WhatIfInput extends Omit<WhatIfRequest, 'type' | 'id' | 'variants'> {
  variants: WhatIfVariant[];
}

/** How a what-if ended (a failure rejects the promise with the reason). */
export type WhatIfOutcome =
  | { kind: 'whatIf'; rows: WhatIfRow[]; minCacheableTokens: number }
  | { kind: 'invalid'; message: string }
  | { kind: 'superseded' };

/** What a comparison needs: the conversation and how to count, and each side's run inputs. */
export interface CompareInput {
  source: SimulateRequest['source'];
  counting: SimulateRequest['counting'];
  a: SessionRunInputs;
  b: SessionRunInputs;
}

/** How a comparison ended (a failure rejects the promise with the reason). */
export type CompareOutcome =
  | { kind: 'compared'; a: SessionResult; b: SessionResult; messages: number }
  | { kind: 'invalid'; message: string }
  | { kind: 'superseded' };

type LaneOutcome =
  | { kind: 'answer'; reply: LaneAnswer }
  | { kind: 'invalid'; message: string }
  | { kind: 'superseded' };

/** A request waiting in its lane (one per kind: a newer one supersedes it). */
interface LaneWaiting {
  request: LaneRequest;
  onProgress: ((done: number, total: number) => void) | undefined;
  resolve: (outcome: LaneOutcome) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
/**
 * The start of the conversation the worker last sent (core's `replayableConversation`: what a
 * replay sends); a reply over the same one leaves it out.
 */
let lastConversation: SessionConversation | null = null;
let nextId = 1;
let waiting: Waiting | null = null;
const lanes = new Map<LaneRequest['type'], LaneWaiting>();
let lastHeardAt = 0;
let heardFrom = false;
let failures = 0;
let stopped: string | null = null;
let watchdog: ReturnType<typeof setInterval> | null = null;

function stopWatching(): void {
  if (watchdog) clearInterval(watchdog);
  watchdog = null;
}

function settleLane(lane: LaneRequest['type'], outcome: LaneOutcome | Error): void {
  const current = lanes.get(lane);
  lanes.delete(lane);
  if (!waiting && lanes.size === 0) stopWatching();
  if (!current) return;
  if (outcome instanceof Error) current.reject(outcome);
  else current.resolve(outcome);
}

function onLaneReply(lane: LaneWaiting, reply: SessionWorkerReply): void {
  const { type } = lane.request;
  if (reply.type === 'laneProgress') return lane.onProgress?.(reply.done, reply.total);
  if (reply.type === 'progress' || reply.type === 'pong') return;
  failures = 0;
  if (reply.type === 'whatIf' || reply.type === 'compared')
    settleLane(type, { kind: 'answer', reply });
  else if (reply.type === 'invalid') settleLane(type, { kind: 'invalid', message: reply.message });
  else if (reply.type === 'superseded') settleLane(type, { kind: 'superseded' });
  else if (reply.type === 'failed') settleLane(type, new Error(reply.message));
}

function settle(outcome: SimulationOutcome | Error): void {
  const current = waiting;
  waiting = null;
  if (lanes.size === 0) stopWatching();
  if (!current) return;
  if (outcome instanceof Error) current.reject(outcome);
  else current.resolve(outcome);
}

function onReply(reply: SessionWorkerReply): void {
  // Kept even from a reply that is no longer waited for: the worker counts it as sent.
  if (reply.type === 'simulated' && reply.conversation) lastConversation = reply.conversation;
  const lane = [...lanes.values()].find((waiter) => waiter.request.id === reply.id);
  if (reply.type !== 'pong' && lane) return onLaneReply(lane, reply);
  if (reply.type === 'pong' || !waiting || reply.id !== waiting.request.id) return;
  if (reply.type === 'progress') {
    const { step, done, total } = reply;
    waiting.onProgress?.({ step, done, total });
    return;
  }
  failures = 0;
  if (reply.type === 'simulated') {
    const { result, label, messages, plots } = reply;
    if (!lastConversation) return settle(new Error('The session worker sent no conversation.'));
    settle({ kind: 'simulated', result, label, messages, conversation: lastConversation, plots });
  } else if (reply.type === 'invalid') settle({ kind: 'invalid', message: reply.message });
  else if (reply.type === 'superseded') settle({ kind: 'superseded' });
  else if (reply.type === 'failed') settle(new Error(reply.message));
}

function ensureWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./worker.ts', import.meta.url), {
    type: 'module',
    name: 'session',
  });
  worker = created;
  // A new worker has sent nothing yet: its first result comes with its conversation's start.
  lastConversation = null;
  heardFrom = false;
  lastHeardAt = Date.now();
  // Events of a replaced worker (its last words, its crash) are ignored.
  const current = () => worker === created;
  created.addEventListener('message', (event: MessageEvent<SessionWorkerReply>) => {
    if (!current()) return;
    lastHeardAt = Date.now();
    heardFrom = true;
    onReply(event.data);
  });
  created.addEventListener('error', (event) => {
    if (current()) replaceWorker(failureOf(event.message));
  });
  created.addEventListener('messageerror', () => {
    if (current()) replaceWorker(failureOf('an unreadable message'));
  });
  return created;
}

/**
 * What happened, from an error event's message: a module that cannot load sends an error
 * without a message before anything else.
 */
function failureOf(detail: string): string {
  if (detail) return `crashed (${detail})`;
  return heardFrom ? 'crashed (no reason given)' : 'failed to start';
}

/** Replaces a stuck or crashed worker and sends it the waiting simulation again. */
function replaceWorker(problem: string): void {
  failures += 1;
  worker?.terminate();
  worker = null;
  const at = Date.now();
  const { retries } = sessionWorkerHealth.getState();
  if (failures > MAX_RESTARTS) {
    stopped = `The session worker ${problem} and could not be restarted (${MAX_RESTARTS} tries).`;
    sessionWorkerHealth.setState({ state: 'stopped', message: stopped, at, retries });
    settle(new Error(stopped));
    for (const lane of [...lanes.keys()]) settleLane(lane, new Error(stopped));
    return;
  }
  const message = `The session worker ${problem}, so it was restarted${waiting ? ' and is simulating again' : ''}.`;
  sessionWorkerHealth.setState({ state: 'restarted', message, at, retries });
  if (waiting) ensureWorker().postMessage(waiting.request satisfies SessionWorkerRequest);
  for (const lane of lanes.values()) ensureWorker().postMessage(lane.request);
}

function checkLiveness(): void {
  if ((!waiting && lanes.size === 0) || !worker) return stopWatching();
  if (Date.now() - lastHeardAt > silenceLimitMs(failures)) {
    replaceWorker(`stopped answering for ${Math.round(silenceLimitMs(failures) / 1000)} s`);
    return;
  }
  worker.postMessage({ type: 'ping', id: 0 } satisfies SessionWorkerRequest);
}

/**
 * Simulates a session in the worker. `onProgress` hears each step; the promise resolves with
 * the outcome (`superseded` when a newer simulation was sent first) and rejects when the
 * simulation failed or the worker was given up on.
 */
export function simulateInWorker(
  input: SimulationInput,
  onProgress?: (progress: SessionProgress) => void,
): Promise<SimulationOutcome> {
  if (waiting) settle({ kind: 'superseded' });
  if (stopped) return Promise.reject(new Error(stopped));
  const request: SimulateRequest = { type: 'simulate', id: nextId++, ...input };
  return new Promise((resolve, reject) => {
    waiting = { request, onProgress, resolve, reject };
    const target = ensureWorker();
    lastHeardAt = Date.now();
    watchdog ??= setInterval(checkLiveness, CHECK_EVERY_MS);
    target.postMessage(request);
  });
}

/** Sends a lane request; a waiting one of the same kind settles as superseded. */
function inLane(
  request: LaneRequest,
  onProgress: ((done: number, total: number) => void) | undefined,
): Promise<LaneOutcome> {
  if (lanes.has(request.type)) settleLane(request.type, { kind: 'superseded' });
  if (stopped) return Promise.reject(new Error(stopped));
  return new Promise((resolve, reject) => {
    lanes.set(request.type, { request, onProgress, resolve, reject });
    const target = ensureWorker();
    lastHeardAt = Date.now();
    watchdog ??= setInterval(checkLiveness, CHECK_EVERY_MS);
    target.postMessage(request);
  });
}

/**
 * Simulates the session of `input` again for each of its variants, in the worker, and
 * resolves with core's what-if rows. A newer what-if supersedes an older one; a simulation
 * does not, it runs first. `onProgress` hears `done` of `total` simulations.
 */
export async function whatIfInWorker(
  input: WhatIfInput,
  onProgress?: (done: number, total: number) => void,
): Promise<WhatIfOutcome> {
  const variants = input.variants.map((variant) => splicedVariant(input.prefix, variant));
  const outcome = await inLane({ type: 'whatIf', id: nextId++, ...input, variants }, onProgress);
  if (outcome.kind !== 'answer') return outcome;
  if (outcome.reply.type !== 'whatIf') throw new Error('The session worker answered out of turn.');
  const { rows, minCacheableTokens } = outcome.reply;
  return { kind: 'whatIf', rows, minCacheableTokens };
}

/**
 * Simulates two configurations over the same conversation, in the worker. A newer comparison
 * supersedes an older one; a simulation does not, it runs first.
 */
export async function compareInWorker(
  input: CompareInput,
  onProgress?: (done: number, total: number) => void,
): Promise<CompareOutcome> {
  const outcome = await inLane({ type: 'compare', id: nextId++, ...input }, onProgress);
  if (outcome.kind !== 'answer') return outcome;
  if (outcome.reply.type !== 'compared')
    throw new Error('The session worker answered out of turn.');
  const { a, b, messages } = outcome.reply;
  return { kind: 'compared', a, b, messages };
}

/** What the worker was last asked to prewarm (a new worker, or another request, is asked again). */
let prewarmed: { worker: Worker; source: string; run: SessionRunInputs | undefined } | null = null;

/** The same run inputs: the opening texts compared as strings, the rest as JSON. */
function sameRun(a: SessionRunInputs | undefined, b: SessionRunInputs | undefined): boolean {
  if (!a || !b) return a === b;
  const rest = ({ prefix: _prefix, ...others }: SessionRunInputs) => JSON.stringify(others);
  return (
    a.prefix.system === b.prefix.system &&
    a.prefix.tools === b.prefix.tools &&
    a.prefix.environment === b.prefix.environment &&
    rest(a) === rest(b)
  );
}

/**
 * Starts the worker and its loading of the Gemini vocabulary before a simulation asks for it
 * (when the view mounts, when its tab is pointed at, when the page is idle), and with a
 * `source`, reads and counts that conversation ahead while nothing else is asked: the first
 * simulation then finds the vocabulary (and the conversation) ready or on the way. With `run`
 * (what the view would simulate now), its opening texts are counted ahead too, and the
 * conversation replayed under it so that its compressions are planned.
 */
export function prewarmSessionWorker(source?: SessionSource, run?: SessionRunInputs): void {
  if (stopped) return;
  const target = ensureWorker();
  const key = source ? JSON.stringify(source) : '';
  if (
    prewarmed?.worker === target &&
    (key === '' || prewarmed.source === key) &&
    (run === undefined || sameRun(prewarmed.run, run))
  ) {
    return;
  }
  prewarmed = { worker: target, source: key, run };
  target.postMessage({
    type: 'prewarm',
    id: 0,
    counting: 'gemma3',
    ...(source ? { source } : {}),
    ...(run ? { run } : {}),
  } satisfies SessionWorkerRequest);
}

/** The worker's health (restarts and give-ups, for the view to show). */
export const getSessionWorkerHealth = sessionWorkerHealth.getState;
/** Calls `listener` on every change of the worker's health; returns the unsubscribe function. */
export const subscribeSessionWorkerHealth = sessionWorkerHealth.subscribe;

/** Starts the worker again after it was given up on (the user's retry). */
export function restartSessionWorker(): void {
  stopped = null;
  failures = 0;
  const { retries } = sessionWorkerHealth.getState();
  sessionWorkerHealth.setState(
    { state: 'running', message: null, at: Date.now(), retries: retries + 1 },
    true,
  );
}
