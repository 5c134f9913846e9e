/** Counts tokens off the main thread; each vocabulary loads on first use. */
import { fromChunkDelta } from './chunkDelta';
import { createSegmentCounter, type SegmentCounter } from './segmentCounter';
import type { CountRequest, CountResponse, TokenEncoding } from './tokenCountProtocol';

type CountFn = (text: string, options: { disallowedSpecial: Set<string> }) => number;

const loaders: Record<TokenEncoding, () => Promise<{ countTokens: CountFn }>> = {
  gemma3: async () => {
    const [{ loadGemmaEncoder }, { vocabularyUrl, vocabularyBytes }] = await Promise.all([
      import('./tokenCount/gemmaLoader'),
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

self.addEventListener('message', (event: MessageEvent<CountRequest>) => {
  void answer(event.data).then((reply) => self.postMessage(reply));
});
