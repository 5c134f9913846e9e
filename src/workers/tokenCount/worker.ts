/**
 * Counts tokens off the main thread. Piece counts come first from those already known (the
 * build's counts of the default configuration, earlier visits' counts in IndexedDB); a
 * vocabulary loads only when a piece is not known, and afterwards in the background.
 */
import { shippedGemmaCounts, shippedO200kCounts } from 'virtual:gemma-default-counts';
import { fromChunkDelta } from './chunkDelta';
import { createSegmentCounter, type SegmentCounter } from './segmentCounter';
import { loadKnownCounts, type KnownCounts } from './knownCounts';
import {
  idOf,
  isCountRequest,
  isPing,
  type PongMessage,
  type CountRequest,
  type CountResponse,
  type TokenEncoding,
} from './protocol';

type CountFn = (text: string, options: { disallowedSpecial: Set<string> }) => number;

const loaders: Record<TokenEncoding, () => Promise<{ countTokens: CountFn }>> = {
  gemma3: async () => {
    const [{ loadGemmaEncoder }, { vocabularyUrl, vocabularyBytes }] = await Promise.all([
      import('./gemmaLoader'),
      import('virtual:gemma-vocabulary'),
    ]);
    const encoder = await loadGemmaEncoder(vocabularyUrl, vocabularyBytes, (status) =>
      self.postMessage(status),
    );
    return { countTokens: (text) => encoder.count(text) };
  },
  o200k_base: () => import('gpt-tokenizer/encoding/o200k_base'),
  cl100k_base: () => import('gpt-tokenizer/encoding/cl100k_base'),
};

/** Special-token text such as `<|endoftext|>` is counted as ordinary text, never rejected. */
const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

/** Thrown by a piece count when the piece is unknown and the vocabulary not loaded yet. */
const NEEDS_VOCABULARY = new Error('the vocabulary is not loaded');

const encoders = new Map<TokenEncoding, Promise<(text: string) => number>>();
const loadedEncoders = new Map<TokenEncoding, (text: string) => number>();
const knownCounts = new Map<TokenEncoding, Promise<KnownCounts>>();
const counters = new Map<TokenEncoding, SegmentCounter>();

/** The pieces of the previous request, which the next delta refers to. */
let previous: string[][] = [];

function encoderFor(encoding: TokenEncoding): Promise<(text: string) => number> {
  let encoder = encoders.get(encoding);
  if (!encoder) {
    encoder = loaders[encoding]().then(({ countTokens }) => {
      const count = (text: string) => countTokens(text, PLAIN_TEXT);
      loadedEncoders.set(encoding, count);
      return count;
    });
    encoder.catch(() => encoders.delete(encoding));
    encoders.set(encoding, encoder);
  }
  return encoder;
}

function knownFor(encoding: TokenEncoding): Promise<KnownCounts> {
  let known = knownCounts.get(encoding);
  if (!known) {
    const shipped: Partial<Record<TokenEncoding, Readonly<Record<string, number>>>> = {
      gemma3: shippedGemmaCounts,
      o200k_base: shippedO200kCounts,
    };
    known = loadKnownCounts(encoding, shipped[encoding] ?? {});
    knownCounts.set(encoding, known);
  }
  return known;
}

function counterFor(encoding: TokenEncoding, known: KnownCounts): SegmentCounter {
  let counter = counters.get(encoding);
  if (!counter) {
    counter = createSegmentCounter(encoding, (piece) => {
      const hit = known.get(piece);
      if (hit !== undefined) return hit;
      const count = loadedEncoders.get(encoding);
      if (!count) throw NEEDS_VOCABULARY;
      const tokens = count(piece);
      known.record(piece, tokens);
      return tokens;
    });
    counters.set(encoding, counter);
  }
  return counter;
}

async function countPieces(encoding: TokenEncoding, pieces: string[][]) {
  const counter = counterFor(encoding, await knownFor(encoding));
  try {
    const counts = counter.countAll(pieces);
    // Every piece was known: load the vocabulary in the background for the next edit.
    if (!loadedEncoders.has(encoding)) {
      setTimeout(() => void encoderFor(encoding).catch(() => undefined), 1_000);
    }
    return { counts, encodedChunks: counter.lastEncodedChunks };
  } catch (error) {
    if (error !== NEEDS_VOCABULARY) throw error;
    await encoderFor(encoding);
    return { counts: counter.countAll(pieces), encodedChunks: counter.lastEncodedChunks };
  }
}

async function answer({ id, encoding, segments }: CountRequest): Promise<CountResponse> {
  const started = performance.now();
  let pieces: string[][];
  try {
    // Resolved at once, in message order, so the next delta sees these pieces.
    pieces = fromChunkDelta(previous, segments);
    previous = pieces;
  } catch (error) {
    previous = [];
    return { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  try {
    const { counts, encodedChunks } = await countPieces(encoding, pieces);
    const elapsedMs = performance.now() - started;
    return { id, ok: true, counts, elapsedMs, encodedChunks };
  } catch (error) {
    return { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  const message = event.data;
  if (isPing(message)) {
    // Answered between counts: a worker loading an encoding is alive, a stuck one is not.
    const pong: PongMessage = { pong: message.ping };
    self.postMessage(pong);
    return;
  }
  if (!isCountRequest(message)) {
    // Never throw on a malformed message: answer it (when it has an id) and keep serving.
    const id = idOf(message);
    if (id !== null) {
      const reply: CountResponse = { id, ok: false, error: 'malformed count request' };
      self.postMessage(reply);
    }
    return;
  }
  void answer(message).then((reply) => self.postMessage(reply));
});
