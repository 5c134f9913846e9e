/**
 * Loads the Gemini (Gemma 3) vocabulary in the count worker: from the browser's Cache Storage
 * when a previous visit stored it, else from our own origin with byte progress; then inflates,
 * parses and builds the encoder. The asset's URL carries a content hash, so a new build's
 * vocabulary replaces the stored one.
 */
import { createGemmaEncoder, parseGemmaVocabulary, type GemmaEncoder } from '../../core';
import type { VocabularyStatus } from './vocabularyStatus';

export const VOCABULARY_CACHE = 'promptscope-vocabulary';

type Report = (status: VocabularyStatus) => void;

async function openCache(): Promise<Cache | null> {
  try {
    return typeof caches === 'undefined' ? null : await caches.open(VOCABULARY_CACHE);
  } catch {
    return null; // storage disabled (private mode, blocked): download every time
  }
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

async function download(url: string, total: number, report: Report): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new Error(
      `could not download the Gemini vocabulary (${megabytes(total)}): the network request failed`,
    );
  }
  if (!response.ok) {
    throw new Error(
      `could not download the Gemini vocabulary: the server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
    );
  }
  report({ type: 'vocabulary', phase: 'download', loaded: 0, total, fromCache: false });
  return response;
}

async function readAll(
  response: Response,
  total: number,
  fromCache: boolean,
  report: Report,
): Promise<Uint8Array> {
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array(await response.arrayBuffer());
  const parts: Uint8Array[] = [];
  let loaded = 0;
  let lastReport = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    loaded += value.byteLength;
    if (loaded - lastReport > 65_536) {
      lastReport = loaded;
      report({ type: 'vocabulary', phase: 'download', loaded, total, fromCache });
    }
  }
  const bytes = new Uint8Array(loaded);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
}

async function inflate(gz: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([gz as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Stores the vocabulary under its URL and drops older builds' copies; failures are ignored. */
async function store(cache: Cache, url: string, bytes: Uint8Array): Promise<void> {
  try {
    await cache.put(
      url,
      new Response(bytes as BodyInit, { headers: { 'Content-Type': 'application/octet-stream' } }),
    );
    for (const request of await cache.keys()) {
      if (!request.url.endsWith(url)) await cache.delete(request);
    }
  } catch {
    // A full or blocked storage only means the next visit downloads again.
  }
}

export async function loadGemmaEncoder(
  url: string,
  total: number,
  report: Report,
): Promise<GemmaEncoder> {
  try {
    const cache = await openCache();
    const cached = await cache?.match(url);
    const fromCache = Boolean(cached);
    const response = cached ?? (await download(url, total, report));
    const gz = await readAll(response, total, fromCache, report);
    report({ type: 'vocabulary', phase: 'initialise', loaded: gz.byteLength, total, fromCache });
    let raw: Uint8Array;
    try {
      raw = await inflate(gz);
    } catch {
      if (fromCache) await cache?.delete(url);
      throw new Error('the Gemini vocabulary file is damaged (it could not be decompressed)');
    }
    const encoder = createGemmaEncoder(parseGemmaVocabulary(raw));
    if (cache && !fromCache) await store(cache, url, gz);
    report({ type: 'vocabulary', phase: 'ready', loaded: gz.byteLength, total, fromCache });
    return encoder;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    report({
      type: 'vocabulary',
      phase: 'failed',
      loaded: 0,
      total,
      fromCache: false,
      error: message,
    });
    throw new Error(message);
  }
}
