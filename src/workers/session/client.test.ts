/**
 * The session client: only the newest simulation's result is delivered, progress reaches the
 * caller, and a worker that goes silent or cannot start is replaced (the simulation is sent
 * again) until repeated failures stop the restarts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionWorkerRequest, SimulateRequest } from './protocol';
import type { SimulationInput } from './client';

type Mode = 'answer' | 'silent' | 'no-start' | 'invalid';

/** A stand-in worker: answers simulations (with one progress step) and pings, or does not. */
class FakeWorker {
  static created: FakeWorker[] = [];
  static mode: Mode = 'answer';
  listeners = new Map<string, ((event: unknown) => void)[]>();
  received: SessionWorkerRequest[] = [];
  terminated = false;
  mode: Mode = FakeWorker.mode;
  /** As the real worker: a conversation already sent is left out of the next reply. */
  sentTurns: number | null = null;
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
  postMessage(request: SessionWorkerRequest) {
    this.received.push(request);
    if (this.terminated || this.mode === 'silent' || this.mode === 'no-start') return;
    void Promise.resolve().then(() => {
      if (request.type === 'ping') return this.reply({ type: 'pong', id: 0 });
      if (request.type === 'prewarm') return;
      const { id } = request;
      if (this.mode === 'invalid')
        return this.reply({ type: 'invalid', id, message: 'line 3: not JSON' });
      this.reply({ type: 'progress', id, step: 'counting', done: 1, total: 2 });
      const turns = request.source.kind === 'generated' ? request.source.turns : 0;
      const conversation = { contents: [], label: `${turns} turns` };
      const fresh = this.sentTurns !== turns;
      this.sentTurns = turns;
      this.reply({
        type: 'simulated',
        id,
        result: { turns },
        label: 'x',
        messages: turns,
        plots: {
          bars: { max: turns, paths: { cached: '', uncached: '', output: '' } },
          costLine: 'c',
        },
        ...(fresh ? { conversation } : {}),
      });
    });
  }
  terminate() {
    this.terminated = true;
  }
}

const input = (turns: number) =>
  ({
    prefix: { system: 's', tools: '', environment: 'e' },
    source: { kind: 'generated', turns, seed: 1, toolOutputChars: 10 },
    settings: {},
    price: null,
    current: null,
    counting: 'heuristic',
  }) as unknown as SimulationInput;

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

describe('the session client', () => {
  it('delivers the result and the progress of a simulation', async () => {
    const client = await import('./client');
    const steps: unknown[] = [];
    const outcome = await client.simulateInWorker(input(5), (p) => steps.push(p));
    expect(outcome).toEqual({
      kind: 'simulated',
      result: { turns: 5 },
      label: 'x',
      messages: 5,
      conversation: { contents: [], label: '5 turns' },
      plots: { bars: { max: 5, paths: { cached: '', uncached: '', output: '' } }, costLine: 'c' },
    });
    expect(steps).toEqual([{ step: 'counting', done: 1, total: 2 }]);
  });

  it('asks one worker once to load the vocabulary ahead, and a replacement again', async () => {
    const client = await import('./client');
    const { SILENCE_LIMIT_MS } = await import('./health');
    client.prewarmSessionWorker();
    client.prewarmSessionWorker();
    expect(FakeWorker.created).toHaveLength(1);
    const prewarms = (worker: FakeWorker) => worker.received.filter((r) => r.type === 'prewarm');
    expect(prewarms(FakeWorker.created[0]!)).toEqual([
      { type: 'prewarm', id: 0, counting: 'gemma3' },
    ]);
    FakeWorker.created[0]!.mode = 'silent';
    const pending = client.simulateInWorker(input(3));
    await vi.advanceTimersByTimeAsync(SILENCE_LIMIT_MS + 2_000);
    await expect(pending).resolves.toMatchObject({ result: { turns: 3 } });
    client.prewarmSessionWorker();
    expect(prewarms(FakeWorker.created[1]!)).toHaveLength(1);
    // A conversation to count ahead is sent once, another one again.
    const source = input(9).source;
    client.prewarmSessionWorker(source);
    client.prewarmSessionWorker(source);
    client.prewarmSessionWorker();
    client.prewarmSessionWorker(input(10).source);
    expect(prewarms(FakeWorker.created[1]!)).toEqual([
      { type: 'prewarm', id: 0, counting: 'gemma3' },
      { type: 'prewarm', id: 0, counting: 'gemma3', source },
      { type: 'prewarm', id: 0, counting: 'gemma3', source: input(10).source },
    ]);
  });

  it('sends what the view would simulate with a prewarm, again only when it changed', async () => {
    const client = await import('./client');
    const { source, ...rest } = input(4);
    const { counting: _counting, ...run } = rest;
    const prewarms = () => FakeWorker.created[0]!.received.filter((r) => r.type === 'prewarm');
    client.prewarmSessionWorker(source, run);
    client.prewarmSessionWorker(source, { ...run, prefix: { ...run.prefix } });
    client.prewarmSessionWorker(source);
    expect(prewarms()).toEqual([{ type: 'prewarm', id: 0, counting: 'gemma3', source, run }]);
    const edited = { ...run, prefix: { ...run.prefix, system: 's2' } };
    client.prewarmSessionWorker(source, edited);
    client.prewarmSessionWorker(source, { ...edited, projectTempDir: '/elsewhere' });
    expect(prewarms().map((r) => r.type === 'prewarm' && r.run)).toEqual([
      run,
      edited,
      { ...edited, projectTempDir: '/elsewhere' },
    ]);
  });

  it('fills in the conversation the worker left out because it sent it before', async () => {
    const client = await import('./client');
    const first = await client.simulateInWorker(input(5));
    const again = await client.simulateInWorker({ ...input(5), price: { model: 'm' } } as never);
    if (first.kind !== 'simulated' || again.kind !== 'simulated') throw new Error('not simulated');
    expect(again.conversation).toBe(first.conversation);
    const other = await client.simulateInWorker(input(6));
    expect(other).toMatchObject({ conversation: { label: '6 turns' } });
  });

  it('keeps a conversation sent with a reply that came too late, for the next reply', async () => {
    const client = await import('./client');
    const stale = client.simulateInWorker(input(7));
    const newest = client.simulateInWorker(input(7));
    await expect(stale).resolves.toEqual({ kind: 'superseded' });
    await expect(newest).resolves.toMatchObject({ conversation: { label: '7 turns' } });
  });

  it('settles an older simulation as superseded: only the newest result is shown', async () => {
    const client = await import('./client');
    const first = client.simulateInWorker(input(1));
    const second = client.simulateInWorker(input(2));
    await expect(first).resolves.toEqual({ kind: 'superseded' });
    await expect(second).resolves.toMatchObject({ result: { turns: 2 } });
  });

  it('says when the conversation cannot be read', async () => {
    FakeWorker.mode = 'invalid';
    const client = await import('./client');
    await expect(client.simulateInWorker(input(1))).resolves.toEqual({
      kind: 'invalid',
      message: 'line 3: not JSON',
    });
  });

  it('replaces a silent worker, simulates again in the new one and says so', async () => {
    const client = await import('./client');
    const { SILENCE_LIMIT_MS } = await import('./health');
    await client.simulateInWorker(input(1));
    FakeWorker.created[0]!.mode = 'silent';
    const pending = client.simulateInWorker(input(3));
    await vi.advanceTimersByTimeAsync(SILENCE_LIMIT_MS - 2_000);
    expect(FakeWorker.created).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(4_000);
    await expect(pending).resolves.toMatchObject({ result: { turns: 3 } });
    expect(FakeWorker.created).toHaveLength(2);
    expect(FakeWorker.created[0]!.terminated).toBe(true);
    const resent = FakeWorker.created[1]!.received[0] as SimulateRequest;
    expect(resent.source).toEqual(input(3).source);
    expect(client.getSessionWorkerHealth()).toMatchObject({
      state: 'restarted',
      message: expect.stringMatching(/stopped answering .* restarted and is simulating again/),
    });
  });

  it('gives up after repeated failures to start, until the user asks again', async () => {
    FakeWorker.mode = 'no-start';
    const client = await import('./client');
    const { MAX_RESTARTS } = await import('./health');
    const pending = client.simulateInWorker(input(1));
    await expect(pending).rejects.toThrow(/failed to start and could not be restarted/);
    expect(FakeWorker.created).toHaveLength(MAX_RESTARTS + 1);
    expect(client.getSessionWorkerHealth().state).toBe('stopped');
    await expect(client.simulateInWorker(input(1))).rejects.toThrow(/could not be restarted/);
    FakeWorker.mode = 'answer';
    client.restartSessionWorker();
    expect(client.getSessionWorkerHealth()).toMatchObject({ state: 'running', retries: 1 });
    await expect(client.simulateInWorker(input(4))).resolves.toMatchObject({
      result: { turns: 4 },
    });
  });
});
