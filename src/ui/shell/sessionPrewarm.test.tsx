/**
 * The session worker's vocabulary is started ahead: when the page is idle after the meter's
 * vocabulary is ready (Gemini target only), and when the Session cost tab is pointed at; the
 * prewarm carries what the view would simulate, and is sent again after a change.
 */
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDefaultPlaygroundState, sessionRunInputs, type SessionRunInputs } from '../../core';
import { selectRenderedPrompt } from '../prompt/useRenderedPrompt';
import type { VocabularyStatus } from '../../workers/tokenCount/protocol';
import { useConfigStore } from '../store/configStore';

const prewarm = vi.hoisted(() => vi.fn());
const vocabulary = vi.hoisted(() => ({
  status: null as VocabularyStatus | null,
  listeners: new Set<() => void>(),
}));

vi.mock('../../workers/session/client', () => ({ prewarmSessionWorker: prewarm }));
vi.mock('../../workers/tokenCount/client', () => ({
  getVocabularyStatus: () => vocabulary.status,
  subscribeVocabularyStatus: (listener: () => void) => {
    vocabulary.listeners.add(listener);
    return () => vocabulary.listeners.delete(listener);
  },
}));

const setStatus = (phase: VocabularyStatus['phase']) => {
  vocabulary.status = { type: 'vocabulary', phase, loaded: 1, total: 1, fromCache: true };
  for (const listener of vocabulary.listeners) listener();
};

function setConfig(edit: (c: ReturnType<typeof createDefaultPlaygroundState>) => void) {
  const config = createDefaultPlaygroundState();
  edit(config);
  useConfigStore.setState({ config, past: [], future: [], lastChange: null });
}

beforeEach(() => {
  setConfig(() => {});
  prewarm.mockClear();
  vocabulary.status = null;
  vocabulary.listeners.clear();
});
afterEach(() => vi.useRealTimers());

/** What the view would simulate for the store's configuration now. */
function runNow(): SessionRunInputs {
  const { config } = useConfigStore.getState();
  return sessionRunInputs(config, selectRenderedPrompt(config).text);
}

describe('prewarming the session view', () => {
  it('waits for the meter’s vocabulary, then prewarms once the page is idle', async () => {
    const { usePrewarmSessionWhenIdle } = await import('./sessionPrewarm');
    renderHook(() => usePrewarmSessionWhenIdle(true));
    setStatus('download');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(prewarm).not.toHaveBeenCalled();
    act(() => setStatus('ready'));
    await waitFor(() => expect(prewarm).toHaveBeenCalledTimes(1));
    // A sample: no conversation to count ahead, but the opening texts of the prompt shown.
    expect(prewarm).toHaveBeenCalledWith(undefined, runNow());
    expect(runNow().prefix.system).toContain('interactive CLI agent');
    act(() => setStatus('ready'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(prewarm).toHaveBeenCalledTimes(1);
  });

  it('counts a generated conversation ahead', async () => {
    setConfig((c) => {
      c.session.source = 'generated';
      c.session.generated = { turns: 500, seed: 42, toolOutputChars: 2_800 };
    });
    setStatus('ready');
    const { usePrewarmSessionWhenIdle } = await import('./sessionPrewarm');
    renderHook(() => usePrewarmSessionWhenIdle(true));
    await waitFor(() =>
      expect(prewarm).toHaveBeenCalledWith(
        { kind: 'generated', turns: 500, seed: 42, toolOutputChars: 2_800 },
        runNow(),
      ),
    );
  });

  it('prewarms again with the new opening texts once a change has stood still', async () => {
    setStatus('ready');
    const { usePrewarmSessionWhenIdle, PREWARM_AGAIN_AFTER_MS } = await import('./sessionPrewarm');
    renderHook(() => usePrewarmSessionWhenIdle(true));
    await waitFor(() => expect(prewarm).toHaveBeenCalledTimes(1));
    const before = runNow();
    const remember = (userMemory: string) =>
      act(() => useConfigStore.getState().patch('gemini', { userMemory }));
    remember('Use tabs.');
    remember('Use spaces.');
    await new Promise((resolve) => setTimeout(resolve, PREWARM_AGAIN_AFTER_MS / 2));
    expect(prewarm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(prewarm).toHaveBeenCalledTimes(2));
    const [, run] = prewarm.mock.calls[1] as [unknown, SessionRunInputs];
    expect(run).toEqual(runNow());
    expect(run.prefix.system).toContain('Use spaces.');
    expect(before.prefix.system).not.toContain('Use spaces.');
  });

  it('holds the first prewarm while the configuration keeps changing', async () => {
    const { usePrewarmSessionWhenIdle, FIRST_PREWARM_STILL_MS } = await import('./sessionPrewarm');
    renderHook(() => usePrewarmSessionWhenIdle(true));
    const pick = (userMemory: string) =>
      act(() => useConfigStore.getState().patch('gemini', { userMemory }));
    // A change, then the meter's vocabulary is ready: one setting after another keeps it waiting.
    pick('Use tabs.');
    act(() => setStatus('ready'));
    for (const memory of ['Use spaces.', 'Use both.']) {
      await new Promise((resolve) => setTimeout(resolve, FIRST_PREWARM_STILL_MS / 2));
      expect(prewarm).not.toHaveBeenCalled();
      pick(memory);
    }
    await new Promise((resolve) => setTimeout(resolve, FIRST_PREWARM_STILL_MS / 2));
    expect(prewarm).not.toHaveBeenCalled();
    // Once it stands still: one prewarm, of the configuration as it is now.
    await waitFor(() => expect(prewarm).toHaveBeenCalledTimes(1), { timeout: 2_000 });
    const [, run] = prewarm.mock.calls[0] as [unknown, SessionRunInputs];
    expect(run).toEqual(runNow());
    expect(run.prefix.system).toContain('Use both.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(prewarm).toHaveBeenCalledTimes(1);
  });

  it('does nothing for another target', async () => {
    const { usePrewarmSessionWhenIdle } = await import('./sessionPrewarm');
    setStatus('ready');
    renderHook(() => usePrewarmSessionWhenIdle(false));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(prewarm).not.toHaveBeenCalled();
  });

  it('prewarms when the Session cost tab is pointed at or focused', async () => {
    const { ViewTabs } = await import('./ViewTabs');
    render(<ViewTabs />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'System prompt' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(prewarm).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Session cost' }));
    await waitFor(() => expect(prewarm).toHaveBeenCalledTimes(1));
    fireEvent.focus(screen.getByRole('button', { name: 'Session cost' }));
    await waitFor(() => expect(prewarm).toHaveBeenCalledTimes(2));
  });
});
