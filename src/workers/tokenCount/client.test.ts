import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in worker whose behaviour each test picks. */
class FakeWorker {
  static created: FakeWorker[] = [];
  static mode: 'answer' | 'silent' | 'malformed' = 'answer';
  listeners = new Map<string, ((event: unknown) => void)[]>();
  terminated = false;
  constructor() {
    FakeWorker.created.push(this);
  }
  addEventListener(type: string, fn: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(data: unknown) {
    for (const fn of this.listeners.get('message') ?? []) fn({ data });
  }
  crash(message: string) {
    for (const fn of this.listeners.get('error') ?? []) fn({ message });
  }
  postMessage(message: { id?: number; ping?: number; segments?: unknown[] }) {
    if (FakeWorker.mode === 'silent' || this.terminated) return;
    void Promise.resolve().then(() => {
      if (message.ping !== undefined) return this.emit({ pong: message.ping });
      if (FakeWorker.mode === 'malformed')
        return this.emit({ id: message.id, ok: true, counts: 'x' });
      const counts = (message.segments ?? []).map(() => 1);
      this.emit({ id: message.id, ok: true, counts, elapsedMs: 1, encodedChunks: 1 });
    });
  }
  terminate() {
    this.terminated = true;
  }
}

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

describe('countInWorker', () => {
  it('counts through the worker', async () => {
    const { countInWorker } = await import('./client');
    await expect(countInWorker('o200k_base', [['a'], ['b']])).resolves.toMatchObject({
      counts: [1, 1],
    });
  });

  it('restarts a worker that stops answering and fails its requests with a message', async () => {
    const { countInWorker, workerRestarts, WORKER_SILENCE_LIMIT_MS } = await import('./client');
    // A worker that has counted once (its encoding is loaded) then goes silent.
    await countInWorker('o200k_base', [['warm']]);
    FakeWorker.mode = 'silent';
    const stuck = countInWorker('o200k_base', [['a']]);
    const failed = expect(stuck).rejects.toThrow(/stopped answering .* restarted/);
    await vi.advanceTimersByTimeAsync(WORKER_SILENCE_LIMIT_MS + 2_000);
    await failed;
    expect(workerRestarts()).toBe(1);
    expect(FakeWorker.created[0]?.terminated).toBe(true);
    // The next count goes to a fresh worker and succeeds: the meter recovers.
    FakeWorker.mode = 'answer';
    await expect(countInWorker('o200k_base', [['a']])).resolves.toMatchObject({ counts: [1] });
    expect(FakeWorker.created).toHaveLength(2);
  });

  it('gives a worker still loading its first encoding much longer', async () => {
    const { countInWorker, workerRestarts, WORKER_SILENCE_LIMIT_MS, WORKER_FIRST_LOAD_LIMIT_MS } =
      await import('./client');
    FakeWorker.mode = 'silent';
    const first = countInWorker('o200k_base', [['a']]);
    const failed = expect(first).rejects.toThrow(/restarted/);
    await vi.advanceTimersByTimeAsync(WORKER_SILENCE_LIMIT_MS + 2_000);
    expect(workerRestarts()).toBe(0);
    await vi.advanceTimersByTimeAsync(WORKER_FIRST_LOAD_LIMIT_MS);
    await failed;
    expect(workerRestarts()).toBe(1);
  });

  it('keeps a slow worker that still answers pings', async () => {
    const { countInWorker, workerRestarts } = await import('./client');
    FakeWorker.mode = 'malformed'; // answers pings, never a valid count
    const slow = countInWorker('o200k_base', [['a']]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(workerRestarts()).toBe(0);
    // Its malformed replies are ignored, never thrown; the request stays pending.
    let settled = false;
    void slow.then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(10);
    expect(settled).toBe(false);
  });

  it('tells the UI about a restart and how many counts in progress failed', async () => {
    const { countInWorker, getLastWorkerRestart, subscribeWorkerRestart } =
      await import('./client');
    await countInWorker('o200k_base', [['warm']]);
    const heard = vi.fn();
    subscribeWorkerRestart(heard);
    FakeWorker.mode = 'silent';
    const both = Promise.allSettled([
      countInWorker('o200k_base', [['a']]),
      countInWorker('o200k_base', [['b']]),
    ]);
    FakeWorker.created[0]!.crash('Uncaught Error: boom');
    const results = await both;
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(String((results[0] as PromiseRejectedResult).reason)).toContain(
      'The token counter crashed (Uncaught Error: boom), so it was restarted.',
    );
    expect(heard).toHaveBeenCalledTimes(1);
    expect(getLastWorkerRestart()).toMatchObject({ failedCounts: 2 });
  });

  it('ignores a replaced worker that reports late', async () => {
    const { countInWorker, workerRestarts } = await import('./client');
    await countInWorker('o200k_base', [['warm']]);
    FakeWorker.created[0]!.crash('first');
    await countInWorker('o200k_base', [['a']]);
    expect(FakeWorker.created).toHaveLength(2);
    // The old worker's late error must not take down its replacement.
    FakeWorker.created[0]!.crash('late');
    expect(workerRestarts()).toBe(1);
    await expect(countInWorker('o200k_base', [['b']])).resolves.toMatchObject({ counts: [1] });
    expect(FakeWorker.created).toHaveLength(2);
  });

  it('gives a worker parsing the vocabulary in the background the first-load patience', async () => {
    const { countInWorker, workerRestarts, WORKER_SILENCE_LIMIT_MS } = await import('./client');
    await countInWorker('gemma3', [['warm']]);
    FakeWorker.created[0]!.emit({
      type: 'vocabulary',
      phase: 'initialise',
      loaded: 1,
      total: 1,
      fromCache: true,
    });
    FakeWorker.mode = 'silent';
    void countInWorker('gemma3', [['a']]).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(WORKER_SILENCE_LIMIT_MS + 2_000);
    expect(workerRestarts()).toBe(0);
  });

  it('says a worker that failed to start was not restarted, and when it failed again', async () => {
    const { countInWorker, getLastWorkerRestart } = await import('./client');
    FakeWorker.mode = 'silent';
    const first = countInWorker('o200k_base', [['a']]);
    // A script that cannot load: an error event without a message, before any reply.
    FakeWorker.created[0]!.crash('');
    await expect(first).rejects.toThrow(
      'The token counter failed to start; it is started again for the next count.',
    );
    const second = countInWorker('o200k_base', [['a']]);
    FakeWorker.created[1]!.crash('');
    await expect(second).rejects.toThrow(
      'The token counter could not be restarted: it failed to start 2 times in a row.',
    );
    expect(getLastWorkerRestart()?.message).not.toMatch(/so it was restarted/);
  });
});
