/** The UI's handle on the compression worker, started on first use. */
import type {
  CompressionStage,
  EnvironmentInput,
  HistoryJsonError,
  SummaryRequest,
} from '../../core';
import type {
  HistorySource,
  MessageDetail,
  PlanSettings,
  PlanView,
  RunView,
  WorkerReply,
  WorkerRequest,
} from './protocol';

type Listener = (reply: WorkerReply) => void;

let worker: Worker | null = null;
let nextId = 1;
const listeners = new Map<number, Listener>();

function ensureWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./worker.ts', import.meta.url), {
    type: 'module',
    name: 'compression',
  });
  created.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
    listeners.get(event.data.id)?.(event.data);
  });
  created.addEventListener('error', (event) => {
    const message = `The compression worker stopped: ${event.message || 'it failed to start'}.`;
    for (const [id, listener] of listeners) listener({ type: 'failed', id, message });
    listeners.clear();
    worker?.terminate();
    worker = null;
  });
  worker = created;
  return created;
}

/** Starts the worker early (it warms itself up) without sending anything. */
export function prewarmCompressionWorker(): void {
  ensureWorker();
}

function send(request: WorkerRequest): void {
  ensureWorker().postMessage(request);
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
    listeners.set(id, (reply) => {
      if (reply.type === 'progress') return onStep?.(reply.step);
      listeners.delete(id);
      if (reply.type === 'planned') resolve({ view: reply.view });
      else if (reply.type === 'invalid') resolve({ error: reply.error });
      else reject(new Error(reply.type === 'failed' ? reply.message : 'Unexpected reply.'));
    });
    send({ type: 'plan', id, source, settings });
  });
}

function ask<T>(request: WorkerRequest, pick: (reply: WorkerReply) => T | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    listeners.set(request.id, (reply) => {
      listeners.delete(request.id);
      const value = pick(reply);
      if (value === undefined) reject(new Error('The compression worker has no plan yet.'));
      else resolve(value);
    });
    send(request);
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
      listeners.delete(id);
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      send({ type: 'cancel', id });
      finish();
      reject(new DOMException('The run was cancelled.', 'AbortError'));
    };
    signal.addEventListener('abort', onAbort);
    listeners.set(id, (reply) => {
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
    });
    send({
      type: 'run',
      id,
      settings,
      environment,
      summariser: summarise ? 'remote' : 'offline',
    });
  });
}
