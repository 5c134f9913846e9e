/**
 * Piece counts known without the vocabulary: the counts shipped with the build for the
 * default configuration, and the counts of earlier visits kept in IndexedDB (keyed by
 * encoding and piece key, at most {@link MAX_STORED} entries, cleared when unreadable). The
 * figures they give are exact: the same encoder produced them for the same piece.
 */
import { pieceKey } from './pieceKey';

const DB_NAME = 'promptscope-token-counts';
const STORE = 'pieces';
/** Stored counts across all encodings; beyond this the oldest half is dropped. */
export const MAX_STORED = 20_000;
const FLUSH_DELAY_MS = 1_000;

export interface KnownCounts {
  /** The count of `piece`, or undefined when unknown. */
  get(piece: string): number | undefined;
  /** Remembers a freshly encoded piece (written to IndexedDB shortly after). */
  record(piece: string, count: number): void;
}

interface StoredCount {
  /** Count, and when it was last written (for dropping the oldest). */
  c: number;
  t: number;
}

const isStoredCount = (value: unknown): value is StoredCount =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as StoredCount).c) &&
  (value as StoredCount).c >= 0 &&
  typeof (value as StoredCount).t === 'number';

const done = (request: IDBRequest | IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    if ('oncomplete' in request) {
      request.oncomplete = () => resolve();
      request.onerror = () => reject(request.error ?? new Error('IndexedDB transaction failed'));
      request.onabort = () => reject(request.error ?? new Error('IndexedDB transaction aborted'));
    } else {
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    }
  });

let database: Promise<IDBDatabase | null> | null = null;

function openDatabase(): Promise<IDBDatabase | null> {
  database ??= new Promise<IDBDatabase | null>((resolve) => {
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null); // IndexedDB unavailable: counts are simply not kept
    }
  });
  return database;
}

/** Reads the stored counts of `encoding`; a corrupt store is cleared, an over-full one trimmed. */
async function readStored(db: IDBDatabase, encoding: string): Promise<Map<string, number>> {
  const prefix = `${encoding}:`;
  const tx = db.transaction(STORE, 'readwrite');
  const store = tx.objectStore(STORE);
  const keys = store.getAllKeys();
  const values = store.getAll();
  await done(tx);
  const result = new Map<string, number>();
  const all = keys.result.map((key, i) => [String(key), values.result[i]] as const);
  if (all.some(([, value]) => !isStoredCount(value))) {
    const clear = db.transaction(STORE, 'readwrite');
    clear.objectStore(STORE).clear();
    await done(clear);
    return result;
  }
  if (all.length > MAX_STORED) {
    const oldest = [...all].sort((a, b) => (a[1] as StoredCount).t - (b[1] as StoredCount).t);
    const trim = db.transaction(STORE, 'readwrite');
    for (const [key] of oldest.slice(0, all.length - MAX_STORED / 2)) {
      trim.objectStore(STORE).delete(key);
    }
    await done(trim);
    return readStored(db, encoding);
  }
  for (const [key, value] of all) {
    if (key.startsWith(prefix)) result.set(key.slice(prefix.length), (value as StoredCount).c);
  }
  return result;
}

/**
 * The known counts of `encoding`: `shipped` (key → count, from the build) and IndexedDB.
 * Never rejects: without storage it knows the shipped counts only.
 */
export async function loadKnownCounts(
  encoding: string,
  shipped: Readonly<Record<string, number>>,
): Promise<KnownCounts> {
  const db = await openDatabase();
  let stored = new Map<string, number>();
  if (db) {
    try {
      stored = await readStored(db, encoding);
    } catch {
      stored = new Map();
    }
  }
  const pending = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = async () => {
    timer = null;
    if (!db || pending.size === 0) return;
    const batch = [...pending];
    pending.clear();
    try {
      const tx = db.transaction(STORE, 'readwrite');
      const now = Date.now();
      for (const [key, c] of batch) tx.objectStore(STORE).put({ c, t: now }, `${encoding}:${key}`);
      await done(tx);
    } catch {
      // A full or failing storage only means these counts are not kept.
    }
  };
  return {
    get(piece) {
      const key = pieceKey(piece);
      return shipped[key] ?? stored.get(key);
    },
    record(piece, count) {
      const key = pieceKey(piece);
      if (shipped[key] !== undefined || stored.has(key)) return;
      stored.set(key, count);
      pending.set(key, count);
      timer ??= setTimeout(() => void flush(), FLUSH_DELAY_MS);
    },
  };
}
