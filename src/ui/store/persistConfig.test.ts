/** The app's saver: what it writes, when, and that the next visit hydrates exactly that. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDefaultPlaygroundState, serialiseVersionedState } from '../../core';
import { MemoryStorage } from '../testing/memoryStorage';
import { CONFIG_STORAGE_KEY } from './persistence';

let storage: MemoryStorage;
let stop: (() => void) | null = null;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage.asStorage());
  vi.useFakeTimers();
  vi.resetModules();
});
afterEach(() => {
  stop?.();
  stop = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The app's start: fresh modules, the saved configuration read, the saver running. */
async function startApp() {
  const { startPersistingConfig } = await import('./persistConfig');
  const { useConfigStore, createConfigStore } = await import('./configStore');
  stop = startPersistingConfig();
  return { useConfigStore, createConfigStore };
}

describe('config store: saved by the app’s saver', () => {
  it('writes after a quiet moment, not between keystrokes, and the next visit reads it back', async () => {
    const saved = createDefaultPlaygroundState();
    saved.gemini.userMemory = 'from last time';
    storage.setItem(CONFIG_STORAGE_KEY, serialiseVersionedState(saved));
    const { useConfigStore, createConfigStore } = await startApp();
    expect(useConfigStore.getState().config).toEqual(saved);

    const type = (text: string) =>
      useConfigStore.getState().patch('gemini', { userMemory: text }, { coalesceKey: 'memory' });
    const written = vi.spyOn(storage, 'setItem');
    type('from last time, and');
    vi.advanceTimersByTime(100);
    type('from last time, and now');
    useConfigStore.getState().patch('tokens', { encoding: 'cl100k_base' });
    vi.advanceTimersByTime(100);
    expect(written).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(written).toHaveBeenCalledOnce();

    const nextVisit = createConfigStore();
    expect(nextVisit.hydrate().notices).toEqual([]);
    expect(nextVisit.getState().config).toEqual(useConfigStore.getState().config);
    expect(nextVisit.getState().config.gemini.userMemory).toBe('from last time, and now');
  });

  it('writes at once when the page is hidden or closed', async () => {
    const { useConfigStore, createConfigStore } = await startApp();
    useConfigStore.getState().patch('gemini', { approvalMode: 'plan' });
    expect(storage.getItem(CONFIG_STORAGE_KEY)).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    const nextVisit = createConfigStore();
    nextVisit.hydrate();
    expect(nextVisit.getState().config.gemini.approvalMode).toBe('plan');
    expect(nextVisit.getState().config).toEqual(useConfigStore.getState().config);
  });

  it('writes nothing for a configuration it only read', async () => {
    storage.setItem(CONFIG_STORAGE_KEY, serialiseVersionedState(createDefaultPlaygroundState()));
    const written = vi.spyOn(storage, 'setItem');
    await startApp();
    vi.advanceTimersByTime(5_000);
    expect(written).not.toHaveBeenCalled();
  });
});
