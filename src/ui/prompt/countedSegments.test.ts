/**
 * The live segments the meter reads: a change is handed on once its count is in the query
 * cache, at once when it already is, or uncounted after a delay. The count worker is replaced
 * by counts answered when the test says.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkerCounts } from '../../workers/tokenCount/client';
import { useConfigStore } from '../store/configStore';
import { createCountedSegments, SHOW_UNCOUNTED_AFTER_MS } from './countedSegments';
import { selectPromptSegments } from './usePromptSegments';
import { selectRenderedPrompt } from './useRenderedPrompt';

const worker = vi.hoisted(() => ({
  /** Counts asked for and not yet answered. */
  waiting: [] as { pieces: string[][]; answer: (counts: WorkerCounts) => void }[],
}));
vi.mock('../../workers/tokenCount/client', async (original) => ({
  ...(await original<object>()),
  countInWorker: (_encoding: string, pieces: string[][]) =>
    new Promise<WorkerCounts>((answer) => worker.waiting.push({ pieces, answer })),
  knownTextCounts: () => null,
}));

/** Answers every waiting count (one token per piece) and lets the answers land. */
async function answerCounts() {
  for (const { pieces, answer } of worker.waiting.splice(0)) {
    answer({ counts: pieces.map((chunks) => chunks.length), elapsedMs: 0, encodedChunks: 0 });
  }
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

const live = () => selectPromptSegments(selectRenderedPrompt(useConfigStore.getState().config));
const typeMemory = (text: string) =>
  useConfigStore.getState().patch('gemini', { userMemory: text });

function watched(client = new QueryClient()) {
  const segments = createCountedSegments(client, live);
  const changes = vi.fn();
  const stop = segments.subscribe(changes);
  return { client, segments, changes, stop };
}

describe('createCountedSegments', () => {
  beforeEach(() => {
    worker.waiting = [];
    typeMemory('');
  });
  afterEach(() => vi.useRealTimers());

  it('hands a change on once its count is in the cache, not before', async () => {
    const { client, segments, changes, stop } = watched();
    const before = segments.get();
    typeMemory('Prefer small modules.');
    expect(worker.waiting).toHaveLength(1); // asked for in the change's own task
    await Promise.resolve();
    expect(changes).not.toHaveBeenCalled();
    expect(segments.get()).toBe(before);

    await answerCounts();
    expect(changes).toHaveBeenCalledTimes(1);
    const after = segments.get();
    expect(after).toBe(live());
    expect(after.text).toContain('Prefer small modules.');
    const encoding = useConfigStore.getState().config.tokens.encoding;
    expect(client.getQueryData(['tokens', encoding, after.hash])).toBeDefined();
    stop();
  });

  it('hands on only the latest of several changes, once', async () => {
    const { segments, changes, stop } = watched();
    typeMemory('a');
    typeMemory('ab');
    typeMemory('abc');
    await answerCounts();
    expect(changes).toHaveBeenCalledTimes(1);
    expect(segments.get().text).toContain('abc');
    stop();
  });

  it('hands on a change whose count is known before the next task', async () => {
    const { segments, changes, stop } = watched();
    const first = segments.get();
    typeMemory('counted once');
    await answerCounts();
    typeMemory('');
    await answerCounts();
    changes.mockClear();
    // Both texts are counted: going back and forth needs no worker.
    typeMemory('counted once');
    expect(worker.waiting).toHaveLength(0);
    await Promise.resolve();
    await Promise.resolve();
    expect(changes).toHaveBeenCalledTimes(1);
    expect(segments.get().text).toContain('counted once');
    typeMemory('');
    await Promise.resolve();
    await Promise.resolve();
    expect(segments.get().hash).toBe(first.hash);
    expect(segments.get().text).toBe(first.text);
    stop();
  });

  it('shows a change uncounted when its count takes too long', async () => {
    vi.useFakeTimers();
    const { segments, changes, stop } = watched();
    typeMemory('slow vocabulary');
    await vi.advanceTimersByTimeAsync(SHOW_UNCOUNTED_AFTER_MS - 1);
    expect(changes).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(changes).toHaveBeenCalledTimes(1);
    expect(segments.get().text).toContain('slow vocabulary');
    stop();
  });

  it('drops the wait when the text goes back to the one shown', async () => {
    vi.useFakeTimers();
    const { segments, changes, stop } = watched();
    const before = segments.get();
    typeMemory('typo');
    expect(worker.waiting).toHaveLength(1);
    typeMemory('');
    await vi.advanceTimersByTimeAsync(SHOW_UNCOUNTED_AFTER_MS * 2);
    await answerCounts();
    expect(changes).not.toHaveBeenCalled();
    expect(segments.get()).toBe(before);
    stop();
  });

  it('follows nothing without listeners, and gives the live segments when read', async () => {
    const { segments, changes, stop } = watched();
    stop();
    typeMemory('unwatched');
    expect(worker.waiting).toHaveLength(0);
    await answerCounts();
    expect(changes).not.toHaveBeenCalled();
    expect(segments.get()).toBe(live());
    expect(segments.get().text).toContain('unwatched');
  });
});
