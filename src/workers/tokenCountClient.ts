/** The UI's typed handle on the token-count worker, started on first use. */
import { toChunkDelta } from './chunkDelta';
import type {
  CountRequest,
  TokenEncoding,
  VocabularyStatus,
  WorkerMessage,
} from './tokenCountProtocol';

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

let worker: Worker | null = null;
let vocabularyStatus: VocabularyStatus | null = null;
const statusListeners = new Set<() => void>();

function publishVocabularyStatus(status: VocabularyStatus): void {
  vocabularyStatus = status;
  for (const listener of statusListeners) listener();
}

/** The Gemini vocabulary's latest loading status (null before it was first needed). */
export function getVocabularyStatus(): VocabularyStatus | null {
  return vocabularyStatus;
}

/** Calls `listener` on every vocabulary status change; returns the unsubscribe function. */
export function subscribeVocabularyStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}
let nextId = 1;
const pending = new Map<number, Pending>();
/** The pieces of the last request sent: the worker holds the same. */
let lastSent: string[][] = [];

function failAll(message: string): void {
  for (const waiter of pending.values()) waiter.reject(new Error(message));
  pending.clear();
  worker?.terminate();
  worker = null;
  lastSent = [];
}

function ensureWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./tokenCount.worker.ts', import.meta.url), {
    type: 'module',
    name: 'token-count',
  });
  created.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
    const reply = event.data;
    if ('type' in reply) {
      publishVocabularyStatus(reply);
      return;
    }
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
  created.addEventListener('error', (event) => {
    failAll(`The token counter stopped: ${event.message || 'the worker failed to start'}.`);
  });
  worker = created;
  return created;
}

/**
 * Counts each segment, given as its counting pieces (`chunkForCounting`), with `encoding` in
 * the worker. Only pieces that changed since the previous request are posted; the worker
 * caches piece counts.
 */
export function countInWorker(encoding: TokenEncoding, pieces: string[][]): Promise<WorkerCounts> {
  const target = ensureWorker();
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
    target.postMessage(request);
  });
}
