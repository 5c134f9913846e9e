/**
 * Session simulation off the main thread (issue 32): counts the opening texts and the
 * conversation in the Gemini vocabulary (loaded as the token-count worker loads it) and
 * replays the session with core's `simulateSession`. Only the newest request's result is
 * posted; an older one still running stops at its next pause.
 */
import { heuristicCounter, replayableConversation, type SessionConversation } from '../../core';
import { createConversationCache } from './conversationCache';
import { prewarmWith } from './prewarm';
import { createGemmaTextCounter, createTextCounter, runSimulation } from './runSimulation';
import { runCompare } from './runCompare';
import { runWhatIf } from './runWhatIf';
import { nextTask, slicedPause } from './slicedPause';
import {
  isCompareRequest,
  isPrewarmRequest,
  isSimulateRequest,
  isWhatIfRequest,
  type LaneRequest,
  type PrewarmRequest,
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
/** What-ifs and comparisons running now. */
let inLanes = 0;
/** Requests received (simulations and lane requests): a prewarm goes on while none arrives. */
let asked = 0;
const counters = new Map<SessionCounting, Promise<(text: string) => number>>();
/** Conversations read and counted, for the next requests over the same one. */
const conversations = createConversationCache();
/**
 * The conversation whose start the page was last sent, and how many contents: a result over
 * the same start is sent without it.
 */
let sent: { conversation: SessionConversation; length: number } | null = null;

/**
 * Loads the vocabulary, reporting to the newest simulation (a prewarmed load may have started
 * before any was asked).
 */
async function gemmaCounter(): Promise<(text: string) => number> {
  const [{ loadGemmaEncoder }, { vocabularyUrl, vocabularyBytes }] = await Promise.all([
    import('../tokenCount/gemmaLoader'),
    import('virtual:gemma-vocabulary'),
  ]);
  const encoder = await loadGemmaEncoder(vocabularyUrl, vocabularyBytes, (status) => {
    if (status.phase === 'download' || status.phase === 'initialise')
      post({
        type: 'progress',
        id: latestId,
        step: 'vocabulary',
        done: status.loaded,
        total: status.total,
      });
  });
  return createGemmaTextCounter((text) => encoder.count(text), encoder.joins);
}

function counterFor(counting: SessionCounting): Promise<(text: string) => number> {
  let counter = counters.get(counting);
  if (!counter) {
    counter =
      counting === 'gemma3'
        ? gemmaCounter()
        : Promise.resolve(createTextCounter((text) => heuristicCounter.count(text)));
    counter.catch(() => counters.delete(counting));
    counters.set(counting, counter);
  }
  return counter;
}

/**
 * Loads the counter, then, while nothing else is asked or running, counts the opening texts,
 * reads and counts the conversation, and replays it (see prewarm.ts).
 */
async function prewarm(request: PrewarmRequest): Promise<void> {
  const askedBefore = asked;
  const countText = await counterFor(request.counting);
  const quiet = () => asked === askedBefore && simulating === 0 && inLanes === 0;
  await prewarmWith(request, countText, { quiet, conversations });
}

/** Lets queued messages (pings, newer requests) in; false when this request is stale. */
const pauseFor = (id: number) => () =>
  new Promise<boolean>((resolve) => setTimeout(() => resolve(latestId === id), 0));

/**
 * A lane request's pause: lets messages in, then waits while a simulation runs (it goes
 * first). Taken between simulations and, at most every few milliseconds, between the slices of
 * one (slicedPause.ts), so a change's simulation never waits out a whole what-if variant.
 */
const lanePause = (request: LaneRequest): (() => Promise<boolean>) => {
  const current = () => latestInLane.get(request.type) === request.id;
  return slicedPause(async () => {
    await nextTask();
    while (simulating > 0 && current()) await new Promise((resolve) => setTimeout(resolve, 0));
    return current();
  }, current);
};

/** Runs a what-if or a comparison and posts its answer (or why there is none). */
async function runInLane(request: LaneRequest): Promise<void> {
  const { id } = request;
  inLanes += 1;
  try {
    const countText = await counterFor(request.counting);
    const pause = lanePause(request);
    if (!(await pause())) return post({ type: 'superseded', id });
    const host = {
      progress: () => undefined,
      simulated: (done: number, total: number) => post({ type: 'laneProgress', id, done, total }),
      pause,
      conversations,
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
  } finally {
    inLanes -= 1;
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
    const countText = await counterFor(request.counting);
    if (latestId !== id) return post({ type: 'superseded', id });
    const outcome = await runSimulation(request, countText, {
      progress: (progress) => post({ type: 'progress', id, ...progress }),
      pause: pauseFor(id),
      conversations,
      current: () => latestId === id,
    });
    if (outcome.kind === 'superseded' || latestId !== id) post({ type: 'superseded', id });
    else if (outcome.kind === 'invalid') post({ type: 'invalid', id, message: outcome.message });
    else {
      const { result, label, messages, plots } = outcome;
      // The page replays at most the first turns: it gets only their contents.
      const start = replayableConversation(outcome.conversation, result);
      const fresh =
        sent?.conversation !== outcome.conversation || sent.length !== start.contents.length;
      sent = { conversation: outcome.conversation, length: start.contents.length };
      post({
        type: 'simulated',
        id,
        result,
        label,
        messages,
        plots,
        ...(fresh ? { conversation: start } : {}),
      });
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
  // A failed load is forgotten (counterFor) and tried again by the simulation that needs it;
  // an unreadable conversation is said by the simulation that reads it.
  if (isPrewarmRequest(data)) return void prewarm(data).catch(() => undefined);
  if (isWhatIfRequest(data) || isCompareRequest(data)) {
    asked += 1;
    latestInLane.set(data.type, data.id);
    void runInLane(data);
    return;
  }
  if (!isSimulateRequest(data)) return;
  asked += 1;
  latestId = data.id;
  void simulate(data);
});
