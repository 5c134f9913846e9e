/** Counts tokens off the main thread; gpt-tokenizer encodings load on first use. */
import { createSegmentCounter, type SegmentCounter } from './segmentCounter';
import type { CountRequest, CountResponse, TokenEncoding } from './tokenCountProtocol';

type CountFn = (text: string, options: { disallowedSpecial: Set<string> }) => number;

const loaders: Record<TokenEncoding, () => Promise<{ countTokens: CountFn }>> = {
  o200k_base: () => import('gpt-tokenizer/encoding/o200k_base'),
  cl100k_base: () => import('gpt-tokenizer/encoding/cl100k_base'),
};

const counters = new Map<TokenEncoding, Promise<SegmentCounter>>();

/** Special-token text such as `<|endoftext|>` is counted as ordinary text, never rejected. */
const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

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

self.addEventListener('message', async (event: MessageEvent<CountRequest>) => {
  const { id, encoding, texts } = event.data;
  const started = performance.now();
  let reply: CountResponse;
  try {
    const counter = await counterFor(encoding);
    const counts = counter.countAll(texts);
    reply = {
      id,
      ok: true,
      counts,
      elapsedMs: performance.now() - started,
      encodedChunks: counter.lastEncodedChunks,
    };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
});
