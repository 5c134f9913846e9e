/**
 * Before a reload (a new version, a view's code gone after a deploy) the tab's pending work is
 * written, and the answer says whether anything would be lost: never "saved" while saving is
 * held or failing.
 */
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
  vi.restoreAllMocks();
});

/** The app's start with fresh modules: the saver running, and the question it answers. */
async function startApp() {
  const { startPersistingConfig } = await import('./persistConfig');
  const { useConfigStore } = await import('./configStore');
  const { saveBeforeReload } = await import('./saveBeforeReload');
  const { useUiStore } = await import('./uiStore');
  stop = startPersistingConfig();
  const remember = (text: string) =>
    useConfigStore.getState().patch('gemini', { userMemory: text });
  const savedMemory = () => {
    const raw = storage.getItem(CONFIG_STORAGE_KEY);
    return raw === null ? null : (JSON.parse(raw) as { state: { gemini: { userMemory: string } } });
  };
  return { saveBeforeReload, remember, savedMemory, useUiStore };
}

describe('saving before a reload', () => {
  it('writes a change still waiting for its quiet moment, then says all is saved', async () => {
    const { saveBeforeReload, remember, savedMemory } = await startApp();
    remember('typed a moment ago');
    expect(savedMemory()).toBeNull();
    expect(saveBeforeReload()).toBe(true);
    expect(savedMemory()?.state.gemini.userMemory).toBe('typed a moment ago');
  });

  it('says not saved while the storage refuses writes, and saved once it takes them again', async () => {
    const { saveBeforeReload, remember, savedMemory } = await startApp();
    const write = vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    remember('kept only in this tab');
    expect(saveBeforeReload()).toBe(false);
    expect(savedMemory()).toBeNull();
    write.mockRestore();
    expect(saveBeforeReload()).toBe(true);
    expect(savedMemory()?.state.gemini.userMemory).toBe('kept only in this tab');
  });

  it('says not saved while another tab’s change awaits a choice, and writes nothing over it', async () => {
    const { saveBeforeReload, remember, savedMemory, useUiStore } = await startApp();
    const theirs = createDefaultPlaygroundState();
    theirs.gemini.userMemory = 'the other tab’s';
    const raw = serialiseVersionedState(theirs);
    storage.setItem(CONFIG_STORAGE_KEY, raw);
    window.dispatchEvent(new StorageEvent('storage', { key: CONFIG_STORAGE_KEY, newValue: raw }));
    remember('mine, not saved');
    expect(saveBeforeReload()).toBe(false);
    expect(savedMemory()?.state.gemini.userMemory).toBe('the other tab’s');

    // "Keep mine": saving resumes, and a reload would lose nothing.
    const choice = useUiStore.getState().notices.find((n) => n.key === 'other-tab-change');
    choice?.actions?.find((a) => a.label === 'Keep mine')?.run();
    expect(saveBeforeReload()).toBe(true);
    expect(savedMemory()?.state.gemini.userMemory).toBe('mine, not saved');
  });

  it('with no saver running (a test, a page without the app) nothing is at stake', async () => {
    const { saveBeforeReload } = await import('./saveBeforeReload');
    expect(saveBeforeReload()).toBe(true);
  });
});
