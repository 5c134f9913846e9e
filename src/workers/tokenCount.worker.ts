/** Counts tokens off the main thread; gpt-tokenizer encodings load on first use. */
import { fromChunkDelta } from './chunkDelta';
import { createSegmentCounter, type SegmentCounter } from './segmentCounter';
import {
  idOf,
  isCountRequest,
  isPing,
  type PongMessage,
  type CountRequest,
  type CountResponse,
  type TokenEncoding,
} from './tokenCountProtocol';

type CountFn = (text: string, options: { disallowedSpecial: Set<string> }) => number;

const loaders: Record<TokenEncoding, () => Promise<{ countTokens: CountFn }>> = {
  o200k_base: () => import('gpt-tokenizer/encoding/o200k_base'),
  cl100k_base: () => import('gpt-tokenizer/encoding/cl100k_base'),
};

const counters = new Map<TokenEncoding, Promise<SegmentCounter>>();

/** Special-token text such as `<|endoftext|>` is counted as ordinary text, never rejected. */
const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

/** The pieces of the previous request, which the next delta refers to. */
let previous: string[][] = [];

function counterFor(encoding: TokenEncoding): Promise<SegmentCounter> {
  let counter = counters.get(encoding);
  if (!counter) {
    counter = loaders[encoding]().then(({ countTokens }) =>
      createSegmentCounter(encoding, (text) => countTokens(text, PLAIN_TEXT)),
    );
    counter.catch(() => counters.delete(encoding));
    counters.set(encoding, counter);
  }
  return counter;
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
    const counter = await counterFor(encoding);
    const counts = counter.countAll(pieces);
    const elapsedMs = performance.now() - started;
    return { id, ok: true, counts, elapsedMs, encodedChunks: counter.lastEncodedChunks };
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
