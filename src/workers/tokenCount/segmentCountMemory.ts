/**
 * Whole-text counts the page knows without asking the count worker, so the meter's first
 * render already shows exact figures: the counts shipped with the build (the default
 * configuration's segments and opening-request parts) and the counts of the texts this browser
 * last counted, kept in a small record in localStorage (read synchronously at start-up; the
 * worker's IndexedDB store stays the place for every piece count). Keys are `pieceKey`s of
 * whole texts; a hit is the count the worker produced for that very text, never an estimate.
 */
import { pieceKey } from './pieceKey';

/** Texts remembered per encoding; beyond this the least recently counted are dropped. */
export const REMEMBERED_PER_ENCODING = 300;
/** Quiet time after the last count before the remembered counts are written. */
export const REMEMBER_DELAY_MS = 1_000;
const RECORD_VERSION = 1;
/** Whole-text keys memoised (so an unchanged text is hashed once); then started afresh. */
const KEY_MEMO_LIMIT = 2_000;
/**
 * Texts longer than this are keyed without the memo: a Map hashes a new key in full, which for
 * a multi-megabyte imported part costs more than computing its `pieceKey` again.
 */
const KEY_MEMO_MAX_CHARS = 100_000;

type Counts = Map<string, number>;

export interface SegmentCountMemory {
  /** The count of every text in `encoding` when all are known (0 for ''), else null. */
  lookup(encoding: string, texts: readonly string[]): number[] | null;
  /**
   * Remembers counts the worker produced. Only the latest batch per `source` is kept until the
   * memory is written, after {@link REMEMBER_DELAY_MS} without new counts.
   */
  remember(
    source: string,
    encoding: string,
    texts: readonly string[],
    counts: readonly number[],
  ): void;
  /** Writes pending counts now (tests; the page uses the timer). */
  flush(): void;
}

/** The length a `pieceKey` starts with (base 36), so unknown lengths skip hashing. */
const keyLength = (key: string) => parseInt(key.slice(0, key.indexOf('.')), 36);

function readRecord(storage: Storage | null, item: string): Map<string, Counts> {
  const result = new Map<string, Counts>();
  let raw: string | null = null;
  try {
    raw = storage?.getItem(item) ?? null;
  } catch {
    return result;
  }
  if (raw === null) return result;
  try {
    const record = JSON.parse(raw) as { v?: unknown; counts?: unknown };
    if (record.v !== RECORD_VERSION || typeof record.counts !== 'object' || !record.counts) {
      throw new Error('unknown record');
    }
    for (const [encoding, entries] of Object.entries(record.counts)) {
      if (!Array.isArray(entries)) throw new Error('malformed entries');
      const counts: Counts = new Map();
      for (const entry of entries as unknown[]) {
        const [key, count] = Array.isArray(entry) ? entry : [];
        if (typeof key !== 'string' || !Number.isInteger(count) || (count as number) < 0) {
          throw new Error('malformed entry');
        }
        counts.set(key, count as number);
      }
      result.set(encoding, counts);
    }
    return result;
  } catch {
    // A corrupt record is dropped: the worker counts again and the record is rebuilt.
    try {
      storage?.removeItem(item);
    } catch {
      // Nothing more to do: the record is simply not used.
    }
    return new Map();
  }
}

export function createSegmentCountMemory(options: {
  /** Counts shipped with the build, per encoding (key → count). */
  shipped: Readonly<Record<string, Readonly<Record<string, number>>>>;
  storage: Storage | null;
  /** localStorage item the remembered counts live in. */
  item: string;
}): SegmentCountMemory {
  const { shipped, storage, item } = options;
  const stored = readRecord(storage, item);
  const lengths = new Map<string, Set<number>>();
  const lengthsOf = (encoding: string) => {
    let set = lengths.get(encoding);
    if (!set) {
      set = new Set();
      for (const key of Object.keys(shipped[encoding] ?? {})) set.add(keyLength(key));
      for (const key of stored.get(encoding)?.keys() ?? []) set.add(keyLength(key));
      lengths.set(encoding, set);
    }
    return set;
  };
  let keys = new Map<string, string>();
  const keyOf = (text: string) => {
    if (text.length > KEY_MEMO_MAX_CHARS) return pieceKey(text);
    let key = keys.get(text);
    if (key === undefined) {
      key = pieceKey(text);
      if (keys.size >= KEY_MEMO_LIMIT) keys = new Map();
      keys.set(text, key);
    }
    return key;
  };
  const pending = new Map<string, { encoding: string; texts: string[]; counts: number[] }>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (pending.size === 0) return;
    for (const { encoding, texts, counts } of pending.values()) {
      let known = stored.get(encoding);
      if (!known) stored.set(encoding, (known = new Map()));
      texts.forEach((text, i) => {
        if (text === '') return;
        const key = keyOf(text);
        known.delete(key); // re-inserted last: the most recently counted
        known.set(key, counts[i] ?? 0);
        lengthsOf(encoding).add(text.length);
      });
      for (const key of known.keys()) {
        if (known.size <= REMEMBERED_PER_ENCODING) break;
        known.delete(key);
      }
    }
    pending.clear();
    const record = {
      v: RECORD_VERSION,
      counts: Object.fromEntries([...stored].map(([e, m]) => [e, [...m]])),
    };
    try {
      storage?.setItem(item, JSON.stringify(record));
    } catch {
      // A full storage only means the next visit asks the worker.
    }
  };

  return {
    lookup(encoding, texts) {
      const known = lengthsOf(encoding);
      // Cheap first: a text whose length no known count has cannot be known.
      if (texts.some((text) => text !== '' && !known.has(text.length))) return null;
      const fromBuild = shipped[encoding];
      const remembered = stored.get(encoding);
      const counts: number[] = [];
      for (const text of texts) {
        if (text === '') {
          counts.push(0);
          continue;
        }
        const key = keyOf(text);
        const count = fromBuild?.[key] ?? remembered?.get(key);
        if (count === undefined) return null;
        counts.push(count);
      }
      return counts;
    },
    remember(source, encoding, texts, counts) {
      if (texts.length !== counts.length) return;
      pending.set(`${source}\n${encoding}`, { encoding, texts: [...texts], counts: [...counts] });
      // Written once counting pauses: no hashing of long texts between keystrokes.
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(flush, REMEMBER_DELAY_MS);
    },
    flush,
  };
}
