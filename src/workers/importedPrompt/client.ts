/**
 * The UI's handle on the imported-prompt worker. Every prepared text is adopted on arrival:
 * its split and piece hashes are remembered, so showing and counting it costs the main thread
 * no splitting or hashing. Without workers (tests, a failed start) the same code runs here.
 */
import { rememberPieceHashes, rememberSplit, type ImportCheck } from '../../core';
import {
  NOT_HELD,
  isImportResponse,
  type ImportRequest,
  type ImportResponse,
  type PreparedImport,
  type StoredTextRef,
} from './protocol';

export type { StoredTextRef };

/** A request the worker has not answered in this long failed (the worker is replaced). */
export const IMPORT_WORKER_LIMIT_MS = 60_000;

type Pending = { resolve: (reply: ImportResponse) => void; timer: ReturnType<typeof setTimeout> };
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type Body = WithoutId<ImportRequest>;

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function fail(message: string): void {
  worker?.terminate();
  worker = null;
  heldIds.clear();
  for (const [id, waiter] of pending) {
    clearTimeout(waiter.timer);
    waiter.resolve({ id, ok: false, reason: message });
  }
  pending.clear();
}

function ensureWorker(): Worker | null {
  if (worker || typeof Worker === 'undefined') return worker;
  try {
    worker = new Worker(new URL('./worker.ts', import.meta.url), {
      type: 'module',
      name: 'imported-prompt',
    });
  } catch {
    return null;
  }
  worker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const reply = event.data;
    if (!isImportResponse(reply)) return;
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    clearTimeout(waiter.timer);
    waiter.resolve(reply);
  });
  worker.addEventListener('error', (event) =>
    fail(`the import worker stopped (${event.message || 'it failed to start'})`),
  );
  return worker;
}

function send(body: Body): Promise<ImportResponse> {
  const request = { ...body, id: nextId++ } as ImportRequest;
  const target = ensureWorker();
  // Without a worker the same code runs here, loaded when first needed (not by the first render).
  if (!target)
    return import('./handle').then(({ handleImportRequest }) => handleImportRequest(request));
  return new Promise<ImportResponse>((resolve) => {
    const timer = setTimeout(
      () => fail('the import worker did not answer in time'),
      IMPORT_WORKER_LIMIT_MS,
    );
    pending.set(request.id, { resolve, timer });
    target.postMessage(request);
  });
}

/** Content ids of texts prepared or stored in this page (the last few). */
const contentIds: { text: string; id: string }[] = [];
/** Content ids known to be in IndexedDB (written or read back by this page). */
const storedIds = new Set<string>();
/** Content ids of texts the current worker prepared (it holds the last few to store them). */
const heldIds = new Set<string>();

function adopt(prepared: PreparedImport): string {
  const { text, split, pieceEnds, pieceHashes, contentId } = prepared;
  heldIds.add(contentId);
  rememberSplit(text, split);
  rememberPieceHashes(text, pieceEnds, pieceHashes);
  rememberContentId(text, contentId);
  return text;
}

function rememberContentId(text: string, id: string): void {
  if (contentIds.some((known) => known.text === text)) return;
  contentIds.unshift({ text, id });
  contentIds.length = Math.min(contentIds.length, 4);
}

/**
 * Reads (a File), checks and prepares a text to import, off the main thread. The result's
 * text is ready to show: its split and piece hashes are remembered.
 */
export async function prepareImportedText(
  source: Blob | string,
  label: string,
): Promise<ImportCheck> {
  const reply = await send({ kind: 'prepare', source, label });
  if (!reply.ok) return { ok: false, reason: reply.reason };
  if (reply.kind !== 'prepared') return { ok: false, reason: 'the import worker answered oddly' };
  return { ok: true, text: adopt(reply.prepared) };
}

/** The stored copy of `text` when this page knows it is in IndexedDB, else null. */
export function storedRefOf(text: string): StoredTextRef | null {
  const id = contentIds.find((known) => known.text === text)?.id;
  return id !== undefined && storedIds.has(id) ? { id, chars: text.length } : null;
}

/**
 * Keeps `text` in IndexedDB (in the worker); rejects with the reason it could not. A text the
 * worker prepared is stored from its own copy: the megabytes are not posted a second time.
 */
export async function storeImportedText(text: string): Promise<StoredTextRef> {
  const contentId = contentIds.find((known) => known.text === text)?.id;
  let reply =
    contentId !== undefined && heldIds.has(contentId)
      ? await send({ kind: 'store', contentId })
      : null;
  // The worker let that text go (or was replaced): post it after all.
  if (reply === null || (!reply.ok && reply.reason === NOT_HELD)) {
    reply = await send({ kind: 'store', text, contentId });
  }
  if (!reply.ok) throw new Error(reply.reason);
  if (reply.kind !== 'stored') throw new Error('the import worker answered oddly');
  rememberContentId(text, reply.ref.id);
  storedIds.add(reply.ref.id);
  return reply.ref;
}

/** Reads a stored text back, checked against its id and prepared; or why it cannot be. */
export async function loadStoredText(ref: StoredTextRef): Promise<ImportCheck> {
  const reply = await send({ kind: 'load', ref });
  if (!reply.ok) return { ok: false, reason: reply.reason };
  if (reply.kind !== 'prepared') return { ok: false, reason: 'the import worker answered oddly' };
  storedIds.add(reply.prepared.contentId);
  return { ok: true, text: adopt(reply.prepared) };
}
