/**
 * A second counter for the session worker (a worker it starts itself): it loads the Gemini
 * vocabulary as the session worker does and counts the batches of a conversation it is sent,
 * so a long conversation is counted on two cores at once (see `sharedCounting.ts`). It counts
 * each text exactly as the session worker's own counter does (`createGemmaTextCounter`).
 */
import { createGemmaTextCounter } from './runSimulation';
import type { HelperReply, HelperRequest } from './sharedCounting';

const post = (reply: HelperReply) => self.postMessage(reply);

const counter = (async () => {
  const [{ loadGemmaEncoder }, { vocabularyUrl, vocabularyBytes }] = await Promise.all([
    import('../tokenCount/gemmaLoader'),
    import('virtual:gemma-vocabulary'),
  ]);
  const encoder = await loadGemmaEncoder(vocabularyUrl, vocabularyBytes, () => undefined);
  return createGemmaTextCounter((text) => encoder.count(text));
})();

counter.then(
  () => post({ type: 'ready' }),
  (error: unknown) => post({ type: 'failed', message: String(error) }),
);

self.addEventListener('message', (event: MessageEvent<HelperRequest>) => {
  const { id, texts } = event.data;
  void counter.then(
    (countText) => post({ type: 'counted', id, counts: texts.map(countText) }),
    (error: unknown) => post({ type: 'failed', message: String(error) }),
  );
});
