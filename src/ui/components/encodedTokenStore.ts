/**
 * Token counts of many small texts in the meter's vocabulary, batched: every text asked for
 * within a frame goes to the token worker in one request, and counts are cached per encoding.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { chunkForCounting } from '../../core';
import { countInWorker, LARGE_POST_CHARS } from '../../workers/tokenCount/client';
import type { TokenEncoding } from '../../workers/tokenCount/protocol';

/** Counted texts kept per encoding; past this the cache starts afresh. */
const CACHE_LIMIT = 4000;

const cache = new Map<string, Map<string, number>>();
/** Texts waiting for the next batch, each with whether it goes to the worker whole. */
const queued = new Map<TokenEncoding, Map<string, boolean>>();
const listeners = new Set<() => void>();
let version = 0;
let timer: ReturnType<typeof setTimeout> | null = null;

function countsFor(encoding: string): Map<string, number> {
  let counts = cache.get(encoding);
  if (!counts) {
    counts = new Map();
    cache.set(encoding, counts);
  }
  return counts;
}

/**
 * `texts` in runs of at most `maxChars` characters (a longer text is a run of its own), in
 * order: each run is one request, so no single copy for the worker holds megabytes.
 */
export function requestRuns(texts: readonly string[], maxChars: number): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  let chars = 0;
  for (const text of texts) {
    if (run.length > 0 && chars + text.length > maxChars) {
      runs.push(run);
      run = [];
      chars = 0;
    }
    run.push(text);
    chars += text.length;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function flush(): Promise<void> {
  timer = null;
  const batches = [...queued.entries()];
  queued.clear();
  for (const [encoding, set] of batches) {
    // A large batch (the blocks of a 10,000-message history) goes as several requests, a task
    // apart: copying each for the worker stays a short task of the page.
    const requests: Promise<void>[] = [];
    for (const [i, texts] of requestRuns([...set.keys()], LARGE_POST_CHARS).entries()) {
      if (i > 0) await nextTask();
      const counted = (async () => {
        const result = await countInWorker(
          encoding,
          texts.map((text) => (set.get(text) ? [text] : chunkForCounting(text))),
        );
        let counts = countsFor(encoding);
        if (counts.size + texts.length > CACHE_LIMIT) {
          counts = new Map();
          cache.set(encoding, counts);
        }
        texts.forEach((text, index) => counts.set(text, result.counts[index] ?? 0));
      })();
      // The meter reports counting failures; these figures simply stay "counting".
      requests.push(counted.catch(() => undefined));
    }
    await Promise.all(requests);
  }
  version++;
  listeners.forEach((listener) => listener());
}

function ask(encoding: TokenEncoding, texts: readonly string[], whole: boolean): void {
  const counts = countsFor(encoding);
  let set = queued.get(encoding);
  for (const text of texts) {
    if (text === '' || counts.has(text)) continue;
    if (!set) {
      set = new Map();
      queued.set(encoding, set);
    }
    set.set(text, whole);
  }
  if (set && set.size > 0 && timer === null) timer = setTimeout(() => void flush(), 16);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The count of each text in `encoding` (0 for an empty text), or null while it is counted.
 * Texts are sent as counting pieces (`chunkForCounting`), or each as one piece with
 * `whole` (many large texts, such as blocks of a long history, that would crowd the worker's
 * piece cache); the count is exact either way.
 */
export function useEncodedCounts(
  encoding: TokenEncoding,
  texts: readonly string[],
  whole = false,
): (number | null)[] {
  useSyncExternalStore(subscribe, () => version);
  useEffect(() => ask(encoding, texts, whole), [encoding, texts, whole]);
  const counts = countsFor(encoding);
  return texts.map((text) => (text === '' ? 0 : (counts.get(text) ?? null)));
}
