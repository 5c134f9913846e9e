/**
 * Session simulation off the main thread (issue 32): counts the opening texts and the
 * conversation in the Gemini vocabulary (loaded as the token-count worker loads it) and
 * replays the session with core's `simulateSession`. Only the newest request's result is
 * posted; an older one still running stops at its next pause.
 */
import { heuristicCounter } from '../../core';
import { createTextCounter, runSimulation } from './runSimulation';
import { runWhatIf } from './runWhatIf';
import {
  isSimulateRequest,
  isWhatIfRequest,
  type SessionCounting,
  type SessionWorkerReply,
  type SimulateRequest,
  type WhatIfRequest,
} from './protocol';

const post = (reply: SessionWorkerReply) => self.postMessage(reply);

/** The newest request's id: a request that is not it when it pauses is stale. */
let latestId = 0;
/** The newest what-if's id (what-ifs are stale only when a newer what-if arrives). */
let latestWhatIfId = 0;
/** Simulations running now: a what-if waits at its pauses until there are none. */
let simulating = 0;
const counters = new Map<SessionCounting, Promise<(text: string) => number>>();

async function gemmaCounter(id: number): Promise<(text: string) => number> {
  const [{ loadGemmaEncoder }, { vocabularyUrl, vocabularyBytes }] = await Promise.all([
    import('../tokenCount/gemmaLoader'),
    import('virtual:gemma-vocabulary'),
  ]);
  const encoder = await loadGemmaEncoder(vocabularyUrl, vocabularyBytes, (status) => {
    if (status.phase === 'download' || status.phase === 'initialise')
      post({ type: 'progress', id, step: 'vocabulary', done: status.loaded, total: status.total });
  });
  return createTextCounter((text) => encoder.count(text));
}

function counterFor(counting: SessionCounting, id: number): Promise<(text: string) => number> {
  let counter = counters.get(counting);
  if (!counter) {
    counter =
      counting === 'gemma3'
        ? gemmaCounter(id)
        : Promise.resolve(createTextCounter((text) => heuristicCounter.count(text)));
    counter.catch(() => counters.delete(counting));
    counters.set(counting, counter);
  }
  return counter;
}

/** Lets queued messages (pings, newer requests) in; false when this request is stale. */
const pauseFor = (id: number) => () =>
  new Promise<boolean>((resolve) => setTimeout(() => resolve(latestId === id), 0));

/** A what-if's pause: lets messages in, then waits while a simulation runs (it goes first). */
const whatIfPause = (id: number) => async (): Promise<boolean> => {
  do await new Promise((resolve) => setTimeout(resolve, 0));
  while (simulating > 0 && latestWhatIfId === id);
  return latestWhatIfId === id;
};

async function whatIf(request: WhatIfRequest): Promise<void> {
  const { id } = request;
  try {
    const countText = await counterFor(request.counting, id);
    if (!(await whatIfPause(id)())) return post({ type: 'superseded', id });
    const outcome = await runWhatIf(request, countText, {
      progress: () => undefined,
      simulated: (done, total) => post({ type: 'whatIfProgress', id, done, total }),
      pause: whatIfPause(id),
    });
    if (outcome.kind === 'superseded' || latestWhatIfId !== id) post({ type: 'superseded', id });
    else if (outcome.kind === 'invalid') post({ type: 'invalid', id, message: outcome.message });
    else
      post({
        type: 'whatIf',
        id,
        rows: outcome.rows,
        minCacheableTokens: outcome.minCacheableTokens,
      });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    post({ type: 'failed', id, message: `The what-if could not be simulated: ${reason}.` });
  }
}

async function simulate(request: SimulateRequest): Promise<void> {
  simulating += 1;
  try {
    await simulateNewest(request);
  } finally {
    simulating -= 1;
  }
}

async function simulateNewest(request: SimulateRequest): Promise<void> {
  const { id } = request;
  try {
    post({ type: 'progress', id, step: 'vocabulary', done: 0, total: 0 });
    const countText = await counterFor(request.counting, id);
    if (latestId !== id) return post({ type: 'superseded', id });
    const outcome = await runSimulation(request, countText, {
      progress: (progress) => post({ type: 'progress', id, ...progress }),
      pause: pauseFor(id),
    });
    if (outcome.kind === 'superseded' || latestId !== id) post({ type: 'superseded', id });
    else if (outcome.kind === 'invalid') post({ type: 'invalid', id, message: outcome.message });
    else post({ type: 'simulated', id, ...outcome });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    post({ type: 'failed', id, message: `The session could not be simulated: ${reason}.` });
  }
}

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  const data = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'ping') {
    post({ type: 'pong', id: 0 });
    return;
  }
  if (isWhatIfRequest(data)) {
    latestWhatIfId = data.id;
    void whatIf(data);
    return;
  }
  if (!isSimulateRequest(data)) return;
  latestId = data.id;
  void simulate(data);
});
