/**
 * Imported prompt texts kept in IndexedDB (read and written in the worker), so saving the
 * configuration never writes megabytes to localStorage on the main thread. The saved
 * configuration names the text by its content id; a read checks the text against that id.
 */
import { contentIdOf } from './prepare';

const DB_NAME = 'promptscope-imported-prompts';
const STORE = 'texts';
/** Texts kept: the newest few (other tabs and undo may still name an older one). */
export const MAX_KEPT_TEXTS = 4;

interface StoredText {
  text: string;
  savedAt: number;
}

const isStoredText = (value: unknown): value is StoredText =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredText).text === 'string' &&
  typeof (value as StoredText).savedAt === 'number';

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('the request failed'));
  });
}

function transactionDone(tx: IDBTransaction): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('the transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('the transaction was aborted'));
  });
}

let database: Promise<IDBDatabase> | null = null;

/**
 * Opens the database once and keeps it open, but lets go of it when it must: when another
 * page deletes or upgrades it (`versionchange`: this connection would block the deletion, and
 * texts written through it would be lost when it goes) and when the browser closes it (site
 * data cleared). The next request opens it afresh, creating it again if it was deleted.
 */
function openDatabase(): Promise<IDBDatabase> {
  database ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const db = request.result;
      const opened = database;
      const letGo = () => {
        if (database === opened) database = null;
      };
      db.onversionchange = () => {
        db.close();
        letGo();
      };
      db.onclose = letGo;
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('the database could not be opened'));
    request.onblocked = () => reject(new Error('the database is blocked by another tab'));
  }).catch((error: unknown) => {
    database = null; // the next call tries again
    throw error;
  });
  return database;
}

/**
 * Runs `work` on the open database; when the connection turns out to be closed (it went
 * between two requests), once more on a fresh one.
 */
async function withDatabase<T>(work: (db: IDBDatabase) => Promise<T>): Promise<T> {
  const db = await openDatabase();
  try {
    return await work(db);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'InvalidStateError')) throw error;
    if (database && (await database) === db) database = null;
    return work(await openDatabase());
  }
}

/** Why a storage call failed, in words for a notice. */
export function storageFailure(error: unknown): string {
  if (typeof indexedDB === 'undefined') return 'this browser offers no IndexedDB here';
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'QuotaExceededError') return "the browser's storage for this site is full";
  return error instanceof Error && error.message ? error.message : 'the storage refused it';
}

/** Writes `text` under its content id and drops all but the newest {@link MAX_KEPT_TEXTS}. */
export async function writeText(text: string, contentId = contentIdOf(text)): Promise<string> {
  return withDatabase((db) => writeTextTo(db, text, contentId));
}

async function writeTextTo(db: IDBDatabase, text: string, contentId: string): Promise<string> {
  const tx = db.transaction(STORE, 'readwrite');
  const store = tx.objectStore(STORE);
  store.put({ text, savedAt: Date.now() } satisfies StoredText, contentId);
  const keys = await requestResult(store.getAllKeys());
  const values = await requestResult(store.getAll());
  const dated = keys
    .map((key, i) => ({ key, savedAt: isStoredText(values[i]) ? values[i].savedAt : 0 }))
    .filter((entry) => entry.key !== contentId)
    .sort((a, b) => b.savedAt - a.savedAt);
  for (const entry of dated.slice(MAX_KEPT_TEXTS - 1)) store.delete(entry.key);
  await transactionDone(tx);
  return contentId;
}

/** What a read found: the text, or why there is none. */
export type ReadOutcome = { ok: true; text: string } | { ok: false; reason: string };

/**
 * Reads the text stored as `contentId` and checks it against the id. Never throws: a missing,
 * damaged or unreadable entry gives its reason.
 */
export async function readText(contentId: string): Promise<ReadOutcome> {
  let value: unknown;
  try {
    value = await withDatabase((db) =>
      requestResult(db.transaction(STORE, 'readonly').objectStore(STORE).get(contentId)),
    );
  } catch (error) {
    return { ok: false, reason: `it could not be read (${storageFailure(error)})` };
  }
  if (value === undefined) return { ok: false, reason: 'it is no longer in this browser' };
  if (!isStoredText(value) || contentIdOf(value.text) !== contentId) {
    return { ok: false, reason: 'the stored copy is damaged' };
  }
  return { ok: true, text: value.text };
}
