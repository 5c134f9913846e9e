/**
 * Piece counts kept across visits (IndexedDB through fake-indexeddb): shipped counts first,
 * stored counts keyed by encoding and piece key, bounded in number, cleared when corrupt.
 */
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pieceKey } from './pieceKey';

const DB_NAME = 'promptscope-token-counts';
const STORE = 'pieces';

/** A fresh module (its database handle is module state), as a new page visit gets. */
async function freshModule() {
  vi.resetModules();
  return import('./knownCounts');
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function writeRaw(entries: [string, unknown][]): Promise<void> {
  const db = await openDb();
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction(STORE, 'readwrite');
    for (const [key, value] of entries) tx.objectStore(STORE).put(value, key);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  db.close();
}

async function readRaw(): Promise<Map<string, unknown>> {
  const db = await openDb();
  const result = await new Promise<Map<string, unknown>>((resolve, reject) => {
    const store = db.transaction(STORE, 'readonly').objectStore(STORE);
    const keys = store.getAllKeys();
    const values = store.getAll();
    values.onsuccess = () =>
      resolve(new Map(keys.result.map((key, i) => [String(key), values.result[i]])));
    values.onerror = () => reject(values.error);
  });
  db.close();
  return result;
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadKnownCounts', () => {
  it('knows the shipped counts by piece key, and nothing else at first', async () => {
    const { loadKnownCounts } = await freshModule();
    const known = await loadKnownCounts('gemma3', { [pieceKey('hello\n')]: 2 });
    expect(known.get('hello\n')).toBe(2);
    expect(known.get('hello')).toBeUndefined();
  });

  it('keeps recorded counts for the next visit, keyed by encoding and piece key', async () => {
    const first = await freshModule();
    const known = await first.loadKnownCounts('gemma3', {});
    known.record('Some piece of text\n', 5);
    expect(known.get('Some piece of text\n')).toBe(5);
    await vi.waitFor(
      async () =>
        expect((await readRaw()).get(`gemma3:${pieceKey('Some piece of text\n')}`)).toBeDefined(),
      { timeout: 5_000, interval: 100 },
    );

    const second = await freshModule();
    const again = await second.loadKnownCounts('gemma3', {});
    expect(again.get('Some piece of text\n')).toBe(5);
    // Another encoding's counts are not this one's.
    const other = await second.loadKnownCounts('o200k_base', {});
    expect(other.get('Some piece of text\n')).toBeUndefined();
  });

  it('reads stored counts written under the encoding prefix only', async () => {
    const t = Date.now();
    await writeRaw([
      [`o200k_base:${pieceKey('abc')}`, { c: 1, t }],
      [`cl100k_base:${pieceKey('abc')}`, { c: 9, t }],
    ]);
    const { loadKnownCounts } = await freshModule();
    expect((await loadKnownCounts('o200k_base', {})).get('abc')).toBe(1);
    expect((await loadKnownCounts('cl100k_base', {})).get('abc')).toBe(9);
    expect((await loadKnownCounts('gemma3', {})).get('abc')).toBeUndefined();
  });

  it('clears the whole store when an entry is unreadable', async () => {
    const t = Date.now();
    await writeRaw([
      [`gemma3:${pieceKey('good')}`, { c: 3, t }],
      [`gemma3:${pieceKey('bad')}`, { c: 'three', t }],
    ]);
    const { loadKnownCounts } = await freshModule();
    const known = await loadKnownCounts('gemma3', {});
    expect(known.get('good')).toBeUndefined();
    expect(known.get('bad')).toBeUndefined();
    expect((await readRaw()).size).toBe(0);
  });

  it('stays bounded: an over-full store keeps its newest half', async () => {
    const { MAX_STORED } = await freshModule();
    const entries: [string, unknown][] = [];
    for (let i = 0; i < MAX_STORED + 10; i++) {
      entries.push([`gemma3:${pieceKey(`piece ${i}`)}`, { c: i % 50, t: i }]);
    }
    await writeRaw(entries);
    const { loadKnownCounts } = await freshModule();
    const known = await loadKnownCounts('gemma3', {});
    const stored = await readRaw();
    expect(stored.size).toBe(MAX_STORED / 2);
    expect(known.get(`piece ${MAX_STORED + 9}`)).toBe((MAX_STORED + 9) % 50);
    expect(known.get('piece 0')).toBeUndefined();
    expect(stored.has(`gemma3:${pieceKey('piece 0')}`)).toBe(false);
  }, 60_000);

  it('works from the shipped counts alone when IndexedDB is unavailable', async () => {
    vi.stubGlobal('indexedDB', {
      open() {
        throw new Error('blocked by the browser');
      },
    });
    const { loadKnownCounts } = await freshModule();
    const known = await loadKnownCounts('gemma3', { [pieceKey('x')]: 1 });
    expect(known.get('x')).toBe(1);
    expect(() => known.record('y', 2)).not.toThrow();
    expect(known.get('y')).toBe(2);
  });
});
