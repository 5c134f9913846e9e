/**
 * Session simulation off the main thread (issue 32): counts the opening texts and the
 * conversation in the Gemini vocabulary (loaded as the token-count worker loads it) and
 * replays the session with core's `simulateSession`. Only the newest request's result is
 * posted; an older one still running stops at its next pause.
 */
import { heuristicCounter } from '../../core';
import { createTextCounter, runSimulation } from './runSimulation';
import { runCompare } from './runCompare';
import { runWhatIf } from './runWhatIf';
import {
  isCompareRequest,
  isSimulateRequest,
  isWhatIfRequest,
  type LaneRequest,
  type SessionCounting,
  type SessionWorkerReply,
  type SimulateRequest,
} from './protocol';

const post = (reply: SessionWorkerReply) => self.postMessage(reply);

/** The newest request's id: a request that is not it when it pauses is stale. */
let latestId = 0;
/** The newest request of each lane (a lane request is stale only when a newer one of its kind arrives). */
const latestInLane = new Map<LaneRequest['type'], number>();
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

/** A lane request's pause: lets messages in, then waits while a simulation runs (it goes first). */
const lanePause = (request: LaneRequest) => async (): Promise<boolean> => {
  const current = () => latestInLane.get(request.type) === request.id;
  do await new Promise((resolve) => setTimeout(resolve, 0));
  while (simulating > 0 && current());
  return current();
};

/** Runs a what-if or a comparison and posts its answer (or why there is none). */
async function runInLane(request: LaneRequest): Promise<void> {
  const { id } = request;
  try {
    const countText = await counterFor(request.counting, id);
    const pause = lanePause(request);
    if (!(await pause())) return post({ type: 'superseded', id });
    const host = {
      progress: () => undefined,
      simulated: (done: number, total: number) => post({ type: 'laneProgress', id, done, total }),
      pause,
    };
    const outcome =
      request.type === 'whatIf'
        ? await runWhatIf(request, countText, host)
        : await runCompare(request, countText, host);
    if (outcome.kind === 'superseded' || latestInLane.get(request.type) !== id) {
      post({ type: 'superseded', id });
    } else if (outcome.kind === 'invalid') {
      post({ type: 'invalid', id, message: outcome.message });
    } else if (outcome.kind === 'whatIf') {
      const { rows, minCacheableTokens } = outcome;
      post({ type: 'whatIf', id, rows, minCacheableTokens });
    } else {
      post({ type: 'compared', id, a: outcome.a, b: outcome.b, messages: outcome.messages });
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const what = request.type === 'whatIf' ? 'what-if' : 'comparison';
    post({ type: 'failed', id, message: `The ${what} could not be simulated: ${reason}.` });
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
    else {
      const { conversation, ...figures } = outcome;
      post({ type: 'simulated', id, ...figures, conversationJson: JSON.stringify(conversation) });
    }
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
  if (isWhatIfRequest(data) || isCompareRequest(data)) {
    latestInLane.set(data.type, data.id);
    void runInLane(data);
    return;
  }
  if (!isSimulateRequest(data)) return;
  latestId = data.id;
  void simulate(data);
});
