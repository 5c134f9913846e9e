/**
 * Compression planning off the main thread: parses pasted histories, generates synthetic ones,
 * runs `planCompression` and the whole `simulateCompression`. A remote summariser (Gemini) is
 * called back on the main thread, which holds the API key; the worker never sees it.
 */
import {
  generateSyntheticHistory,
  offlineSummariser,
  parseHistoryJson,
  planCompression,
  simulateCompression,
  type CompressionPlan,
  type Content,
  type SummaryRequest,
} from '../../core';
import type { HistorySource, PlanSettings, WorkerReply, WorkerRequest } from './protocol';
import { messageDetail, toPlanView, toRunView } from './planView';
import { columnBuffers } from './timelineColumns';
import { AHEAD_CHARS, createBlockSender, textsAhead } from './vocabularyDelta';

interface Current {
  /** The source's text, or `synthetic:<turns>:<seed>`: the same key reuses the history. */
  key: string;
  history: Content[];
  plan: CompressionPlan | null;
}

const sourceKey = (source: HistorySource): string =>
  source.kind === 'text' ? source.text : `synthetic:${source.turns}:${source.seed}`;

let current: Current | null = null;
let pendingPlan: Extract<WorkerRequest, { type: 'plan' }> | null = null;
const runs = new Map<number, { abort: AbortController; answer?: (r: WorkerRequest) => void }>();

const blockSender = createBlockSender();

const post = (reply: WorkerReply, transfer: Transferable[] = []) =>
  self.postMessage(reply, { transfer });

function planOptions(settings: PlanSettings) {
  return {
    model: settings.model,
    previewFeatures: settings.previewFeatures,
    threshold: settings.threshold,
    preserveFraction: settings.preserveFraction,
    force: settings.force,
    hasFailedCompressionAttempt: settings.hasFailedCompressionAttempt,
    projectTempDir: settings.projectTempDir,
    ...(settings.current ? { current: settings.current } : {}),
    ...(settings.lastPromptTokenCount === null
      ? {}
      : { lastPromptTokenCount: settings.lastPromptTokenCount }),
  };
}

function load(id: number, source: HistorySource): { key: string; history: Content[] } | null {
  const key = sourceKey(source);
  if (current?.key === key) return { key, history: current.history };
  if (source.kind === 'synthetic') {
    return { key, history: generateSyntheticHistory({ turns: source.turns, seed: source.seed }) };
  }
  const parsed = parseHistoryJson(source.text);
  if ('error' in parsed) {
    post({ type: 'invalid', id, error: parsed.error });
    return null;
  }
  return { key, history: parsed.history };
}

function plan(request: Extract<WorkerRequest, { type: 'plan' }>): void {
  const { id, source, settings, vocabularyBase } = request;
  post({ type: 'progress', id, step: 'parsing' });
  const t0 = performance.now();
  const loaded = load(id, source);
  if (!loaded) return;
  const t1 = performance.now();
  post({ type: 'progress', id, step: 'planning' });
  const result = planCompression(loaded.history, planOptions(settings));
  const t2 = performance.now();
  current = { ...loaded, plan: result };
  post({ type: 'progress', id, step: 'measuring' });
  const chars = source.kind === 'text' ? source.text.length : 0;
  const view = toPlanView(
    result,
    { count: loaded.history.length, chars },
    { parseMs: t1 - t0, planMs: t2 - t1, rowsMs: 0 },
  );
  const encoded = blockSender.encode(id, vocabularyBase, view.vocabularyBlocks);
  const { ahead, delta: vocabularyBlocks } = textsAhead(encoded, AHEAD_CHARS);
  for (const texts of ahead) post({ type: 'blocks', id, ahead: texts });
  view.timings.rowsMs = performance.now() - t2;
  // The row columns' buffers move to the page without a copy.
  post({ type: 'planned', id, view: { ...view, vocabularyBlocks } }, columnBuffers(view.rows));
}

async function run(request: Extract<WorkerRequest, { type: 'run' }>): Promise<void> {
  const { id } = request;
  const history = current?.history;
  if (!history) {
    post({ type: 'failed', id, message: 'No valid history to compress yet.' });
    return;
  }
  const abort = new AbortController();
  const entry: { abort: AbortController; answer?: (r: WorkerRequest) => void } = { abort };
  runs.set(id, entry);
  const remote = (summaryRequest: SummaryRequest) =>
    new Promise<string>((resolve, reject) => {
      entry.answer = (reply) => {
        if (reply.type === 'summary-result') resolve(reply.text);
        else if (reply.type === 'summary-error') reject(new Error(reply.message));
      };
      post({ type: 'summarise', id, request: summaryRequest });
    });
  try {
    const simulation = await simulateCompression(history, {
      ...planOptions(request.settings),
      environment: request.environment,
      summarise: request.summariser === 'offline' ? offlineSummariser : remote,
      signal: abort.signal,
      onStage: (stage) => post({ type: 'stage', id, stage }),
    });
    post({ type: 'ran', id, result: toRunView(simulation) });
  } catch (error) {
    post({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
  } finally {
    runs.delete(id);
  }
}

function answer(request: WorkerRequest): void {
  switch (request.type) {
    case 'plan':
      // Only the newest plan request matters: earlier ones still queued are skipped.
      pendingPlan = request;
      setTimeout(() => {
        if (pendingPlan !== request) return;
        pendingPlan = null;
        plan(request);
      }, 0);
      return;
    case 'detail':
      if (current?.plan)
        post({
          type: 'detail',
          id: request.id,
          detail: messageDetail(current.plan, request.index),
        });
      return;
    case 'history-text':
      post({
        type: 'text',
        id: request.id,
        text: historyText(),
      });
      return;
    case 'request-json':
      post({
        type: 'text',
        id: request.id,
        text: JSON.stringify(current?.plan?.summaryRequest ?? null, null, 2),
      });
      return;
    case 'run':
      void run(request);
      return;
    case 'cancel':
      runs.get(request.id)?.abort.abort(new Error('Compression was cancelled.'));
      return;
    case 'summary-result':
    case 'summary-error':
      runs.get(request.id)?.answer?.(request);
      return;
    case 'ping':
      post({ type: 'pong', id: 0 });
      return;
  }
}

/** The current history as JSON text: the pasted text itself, or the generated history. */
function historyText(): string {
  if (!current) return '[]';
  return current.key.startsWith('synthetic:')
    ? JSON.stringify(current.history, null, 2)
    : current.key;
}

/**
 * Warms the JIT on a small history so the first real plan is not a cold one: both CLIs' paths
 * (the current CLI's, what a release plans with, cuts outputs by characters and masks them),
 * and the current CLI's with a last prompt over the model's limit, as a long history has: its
 * tool outputs are all cut and their headers' numbers formatted. Then the plan's view (the
 * timeline's rows, the vocabulary blocks), which the page waits for as well.
 */
function warmUp(): void {
  const history = generateSyntheticHistory({ turns: 150, seed: 1 });
  const options = { model: 'gemini-2.5-pro', projectTempDir: '/tmp' };
  const timings = { parseMs: 0, planMs: 0, rowsMs: 0 };
  for (let i = 0; i < 3; i++) {
    planCompression(history, { ...options, force: true });
    planCompression(history, { ...options, force: true, current: {} });
    const plan = planCompression(history, {
      ...options,
      current: {},
      lastPromptTokenCount: 2_000_000,
    });
    // The timeline's rows and vocabulary blocks too: the first real plan's view is built warm.
    toPlanView(plan, { count: history.length, chars: 0 }, timings);
  }
  parseHistoryJson(JSON.stringify(history));
}

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => answer(event.data));
setTimeout(warmUp, 0);
