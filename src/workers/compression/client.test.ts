/**
 * The compression client's watchdog: a worker that closes, loops, crashes or cannot start is
 * replaced, the newest plan is asked again of the new one, and the page is told; repeated
 * failures stop the restarts until the user asks for a new start.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanSettings, WorkerRequest } from './protocol';

type Mode = 'answer' | 'silent' | 'no-start';

/** A stand-in worker: answers plans and pings, says nothing, or fails to start. */
class FakeWorker {
  static created: FakeWorker[] = [];
  static mode: Mode = 'answer';
  listeners = new Map<string, ((event: unknown) => void)[]>();
  received: WorkerRequest[] = [];
  terminated = false;
  mode: Mode = FakeWorker.mode;
  constructor() {
    FakeWorker.created.push(this);
    if (this.mode === 'no-start') void Promise.resolve().then(() => this.fire('error', {}));
  }
  addEventListener(type: string, fn: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  fire(type: string, event: unknown) {
    for (const fn of this.listeners.get(type) ?? []) fn(event);
  }
  reply(data: unknown) {
    this.fire('message', { data });
  }
  postMessage(request: WorkerRequest) {
    this.received.push(request);
    if (this.mode !== 'answer' || this.terminated) return;
    void Promise.resolve().then(() => {
      if (request.type === 'ping') return this.reply({ type: 'pong', id: 0 });
      if (request.type === 'plan') {
        const view = {
          inputCount: request.source.kind === 'text' ? request.source.text.length : 0,
          vocabularyBlocks: NO_TEXT,
        };
        return this.reply({ type: 'planned', id: request.id, view });
      }
      if (request.type === 'detail')
        return this.reply({ type: 'detail', id: request.id, detail: {} });
    });
  }
  terminate() {
    this.terminated = true;
  }
}

const SETTINGS = {} as PlanSettings;
/** A plan's vocabulary blocks as sent (a delta) and as the page gets them, for a text-less plan. */
const NO_TEXT = { base: 0, summarised: [], kept: [] };
const NO_BLOCKS = { summarised: [], kept: [] };
const text = (chars: number) => ({ kind: 'text' as const, text: 'x'.repeat(chars) });

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  FakeWorker.created = [];
  FakeWorker.mode = 'answer';
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the compression worker watchdog', () => {
  // A closed worker and a looping one look the same from the page: nothing comes back.
  it('replaces a worker that closed itself or loops, and plans again in the new one', async () => {
    const client = await import('./client');
    const { SILENCE_LIMIT_MS } = await import('./health');
    await client.planInWorker(text(10), SETTINGS);
    FakeWorker.created[0]!.mode = 'silent';
    const plan = client.planInWorker(text(20), SETTINGS);
    await vi.advanceTimersByTimeAsync(SILENCE_LIMIT_MS - 2_000);
    expect(FakeWorker.created).toHaveLength(1); // still within its patience
    await vi.advanceTimersByTimeAsync(4_000);
    // The newest plan is answered by a new worker: the view does not wait forever.
    await expect(plan).resolves.toEqual({ view: { inputCount: 20, vocabularyBlocks: NO_BLOCKS } });
    expect(FakeWorker.created).toHaveLength(2);
    expect(FakeWorker.created[0]!.terminated).toBe(true);
    expect(client.getCompressionWorkerHealth()).toMatchObject({
      state: 'restarted',
      message:
        'The compression worker stopped answering for 15 s, so it was restarted and is planning again.',
    });
    // Later changes go to the new worker.
    await expect(client.planInWorker(text(30), SETTINGS)).resolves.toEqual({
      view: { inputCount: 30, vocabularyBlocks: NO_BLOCKS },
    });
  });

  it('gives a larger history more time before taking silence for a hang', async () => {
    const client = await import('./client');
    const { silenceLimitMs } = await import('./health');
    FakeWorker.mode = 'silent';
    void client.planInWorker(text(4_000_000), SETTINGS).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(silenceLimitMs(10, 0) + 2_000);
    expect(FakeWorker.created).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(silenceLimitMs(4_000_000, 0));
    expect(FakeWorker.created.length).toBeGreaterThan(1);
  });

  it('keeps a busy worker that still answers pings', async () => {
    const client = await import('./client');
    const plan = client.planInWorker(text(10), SETTINGS);
    const worker = FakeWorker.created[0]!;
    // It answers pings but takes a minute to plan.
    worker.postMessage = (request: WorkerRequest) => {
      if (request.type === 'ping')
        void Promise.resolve().then(() => worker.reply({ type: 'pong', id: 0 }));
    };
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWorker.created).toHaveLength(1);
    worker.reply({ type: 'planned', id: 1, view: { inputCount: 10, vocabularyBlocks: NO_TEXT } });
    await expect(plan).resolves.toEqual({ view: { inputCount: 10, vocabularyBlocks: NO_BLOCKS } });
  });

  it('puts a plan together from the texts sent ahead of it, or fails it when some are lost', async () => {
    const client = await import('./client');
    const worker = () => FakeWorker.created.at(-1)!;
    const plan = client.planInWorker(text(10), SETTINGS);
    worker().postMessage = () => undefined;
    worker().reply({ type: 'blocks', id: 1, ahead: { first: 0, texts: ['one', 'two'] } });
    worker().reply({ type: 'blocks', id: 1, ahead: { first: 2, texts: ['three'] } });
    const view = {
      inputCount: 10,
      vocabularyBlocks: { base: 0, summarised: [-1, -2], kept: [-3] },
    };
    worker().reply({ type: 'planned', id: 1, view });
    await expect(plan).resolves.toEqual({
      view: { inputCount: 10, vocabularyBlocks: { summarised: ['one', 'two'], kept: ['three'] } },
    });

    const lost = client.planInWorker(text(10), SETTINGS);
    worker().reply({ type: 'blocks', id: 2, ahead: { first: 0, texts: ['one'] } });
    worker().reply({
      type: 'planned',
      id: 2,
      view: { ...view, vocabularyBlocks: { base: 0, summarised: [-1, -2], kept: [] } },
    });
    await expect(lost).rejects.toThrow(
      'The compression worker referred to texts it sent ahead of its plan, which the page did not receive. Please try again.',
    );
  });

  it('restarts a crashed worker at once and fails its other requests with a message', async () => {
    const client = await import('./client');
    await client.planInWorker(text(10), SETTINGS);
    FakeWorker.created[0]!.mode = 'silent';
    const plan = client.planInWorker(text(20), SETTINGS);
    const detail = client.messageDetailInWorker(3);
    const detailFails = expect(detail).rejects.toThrow(
      'The compression worker crashed (Uncaught Error: boom), so it was restarted and is planning again. Please try again.',
    );
    FakeWorker.created[0]!.fire('error', { message: 'Uncaught Error: boom' });
    await detailFails;
    await expect(plan).resolves.toEqual({ view: { inputCount: 20, vocabularyBlocks: NO_BLOCKS } });
    expect(client.getCompressionWorkerHealth()).toMatchObject({
      state: 'restarted',
      failedRequests: 1,
    });
  });

  it('says it could not be restarted after repeated failures, and starts again on request', async () => {
    const client = await import('./client');
    const { MAX_RESTARTS } = await import('./health');
    FakeWorker.mode = 'no-start';
    const plan = client.planInWorker(text(10), SETTINGS);
    const message = `The compression worker failed to start and could not be restarted (${MAX_RESTARTS} tries).`;
    const fails = expect(plan).rejects.toThrow(message);
    await vi.advanceTimersByTimeAsync(100);
    await fails;
    expect(FakeWorker.created).toHaveLength(MAX_RESTARTS + 1);
    expect(client.getCompressionWorkerHealth()).toMatchObject({ state: 'stopped', message });
    // Later requests are told at once, not left waiting on a worker that is not there.
    await expect(client.planInWorker(text(11), SETTINGS)).rejects.toThrow(message);
    expect(FakeWorker.created).toHaveLength(MAX_RESTARTS + 1);
    // The retry starts a new worker.
    FakeWorker.mode = 'answer';
    client.restartCompressionWorker();
    expect(client.getCompressionWorkerHealth()).toMatchObject({ state: 'running', retries: 1 });
    await expect(client.planInWorker(text(12), SETTINGS)).resolves.toEqual({
      view: { inputCount: 12, vocabularyBlocks: NO_BLOCKS },
    });
  });

  it('counts failures only until the worker answers again', async () => {
    const client = await import('./client');
    const { MAX_RESTARTS } = await import('./health');
    await client.planInWorker(text(10), SETTINGS);
    for (let i = 0; i < MAX_RESTARTS + 2; i++) {
      FakeWorker.created.at(-1)!.fire('error', { message: `crash ${i}` });
      await expect(client.planInWorker(text(10 + i), SETTINGS)).resolves.toBeDefined();
    }
    expect(client.getCompressionWorkerHealth().state).toBe('restarted');
  });

  it('ignores a replaced worker that reports late', async () => {
    const client = await import('./client');
    await client.planInWorker(text(10), SETTINGS);
    const first = FakeWorker.created[0]!;
    first.fire('error', { message: 'first' });
    await client.planInWorker(text(11), SETTINGS);
    first.fire('error', { message: 'late' });
    expect(FakeWorker.created).toHaveLength(2);
    expect(client.getCompressionWorkerHealth().message).toContain('(first)');
  });
});
