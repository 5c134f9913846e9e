import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDefaultPlaygroundState,
  MAX_STATE_TEXT_LENGTH,
  PLAYGROUND_STATE_VERSION,
  serialiseVersionedState,
} from '../../core';
import { BACKUP_STORAGE_KEY } from './backups';
import { createConfigStore, resetConfig, useConfigStore } from './configStore';
import { MemoryStorage } from '../testing/memoryStorage';
import { CONFIG_STORAGE_KEY, loadPersistedConfig, savePersistedConfig } from './persistence';
import { useUiStore } from './uiStore';

let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage.asStorage());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const memoryOf = (store: ReturnType<typeof createConfigStore>) =>
  store.getState().config.gemini.userMemory;

describe('config store: actions and undo history', () => {
  it('patch, update and replace each make one undo step that undo and redo walk', () => {
    const store = createConfigStore();
    const { patch, update, replace } = store.getState();
    patch('gemini', { userMemory: 'one' });
    update((c) => ({ ...c, gemini: { ...c.gemini, model: 'gemini-2.5-flash' } }));
    replace({ ...createDefaultPlaygroundState(), target: store.getState().config.target });
    expect(store.getState().past).toHaveLength(3);

    store.getState().undo();
    expect(store.getState().config.gemini.model).toBe('gemini-2.5-flash');
    store.getState().undo();
    expect(memoryOf(store)).toBe('one');
    expect(store.getState().config.gemini.model).not.toBe('gemini-2.5-flash');
    store.getState().undo();
    expect(store.getState().config).toEqual(createDefaultPlaygroundState());
    store.getState().undo(); // nothing left: no change
    expect(store.getState().future).toHaveLength(3);

    store.getState().redo();
    store.getState().redo();
    expect(memoryOf(store)).toBe('one');
    expect(store.getState().config.gemini.model).toBe('gemini-2.5-flash');
  });

  it('keeps the other fields of a slice when one is patched', () => {
    const store = createConfigStore();
    const { gemini, workspace } = store.getState().config;
    store.getState().patch('gemini', { userMemory: 'kept apart' });
    expect(store.getState().config.gemini).toEqual({ ...gemini, userMemory: 'kept apart' });
    expect(store.getState().config.workspace).toBe(workspace); // other slices untouched
  });

  it('a new change after undo drops the redo steps; a change to nothing makes no step', () => {
    const store = createConfigStore();
    store.getState().patch('gemini', { userMemory: 'a' });
    store.getState().undo();
    expect(store.getState().future).toHaveLength(1);
    store.getState().patch('gemini', { userMemory: 'b' });
    expect(store.getState().future).toEqual([]);
    store.getState().update((c) => c);
    expect(store.getState().past).toHaveLength(1);
  });

  it('merges quick edits with the same key into one step, and only those', () => {
    vi.useFakeTimers();
    const store = createConfigStore();
    const type = (text: string) =>
      store.getState().patch('gemini', { userMemory: text }, { coalesceKey: 'memory' });
    type('h');
    vi.advanceTimersByTime(100);
    type('he');
    vi.advanceTimersByTime(100);
    type('hey');
    expect(store.getState().past).toHaveLength(1);
    vi.advanceTimersByTime(2_000); // a pause: the next keystroke starts a new step
    type('hey!');
    expect(store.getState().past).toHaveLength(2);
    store.getState().patch('gemini', { model: 'gemini-2.5-pro' }, { coalesceKey: 'model' });
    expect(store.getState().past).toHaveLength(3);
    store.getState().undo();
    store.getState().undo();
    expect(memoryOf(store)).toBe('hey');
    store.getState().undo();
    expect(memoryOf(store)).toBe('');
  });

  it('refuses a text over the limit, keeps the previous text and says why', () => {
    const store = createConfigStore();
    store.getState().patch('gemini', { userMemory: 'before' });
    store.getState().patch('gemini', { userMemory: 'x'.repeat(MAX_STATE_TEXT_LENGTH + 1) });
    expect(memoryOf(store)).toBe('before');
    expect(store.getState().past).toHaveLength(1);
    const notice = useUiStore.getState().notices.find((n) => n.key === 'oversized-input');
    expect(notice?.text).toMatch(/gemini\.userMemory was not applied/);
  });
});

describe('resetConfig', () => {
  it('puts the defaults back in the app’s store as one step that undo takes back', () => {
    useConfigStore.setState({ config: createDefaultPlaygroundState(), past: [], future: [] });
    useConfigStore.getState().patch('gemini', { userMemory: 'mine', approvalMode: 'plan' });
    const edited = useConfigStore.getState().config;
    resetConfig();
    expect(useConfigStore.getState().config).toEqual(createDefaultPlaygroundState());
    useConfigStore.getState().undo();
    expect(useConfigStore.getState().config).toBe(edited);
  });
});

describe('config store: persistence', () => {
  it('reads nothing from storage until hydrated, then reads the saved configuration once', () => {
    const saved = createDefaultPlaygroundState();
    saved.gemini.userMemory = 'saved earlier';
    storage.setItem(CONFIG_STORAGE_KEY, serialiseVersionedState(saved));
    const store = createConfigStore();
    expect(storage.reads).toEqual([]);
    expect(memoryOf(store)).toBe('');

    const loaded = store.hydrate();
    expect(storage.reads).toEqual([CONFIG_STORAGE_KEY]);
    expect(store.getState().config).toEqual(saved);
    expect(store.getState().past).toEqual([]); // loading is not an undo step
    expect(loaded.raw).toBe(storage.getItem(CONFIG_STORAGE_KEY));

    store.getState().patch('gemini', { userMemory: 'edited' });
    expect(store.hydrate()).toBe(loaded); // a second call reads nothing and changes nothing
    expect(memoryOf(store)).toBe('edited');
  });

  it('round-trips a configuration through the real save and load', () => {
    const first = createConfigStore();
    first.hydrate();
    first.getState().patch('gemini', { userMemory: 'Prefer tabs.', approvalMode: 'plan' });
    first.getState().patch('workspace', { files: { '/w/GEMINI.md': 'notes' } });
    expect(savePersistedConfig(first.getState().config)).toMatchObject({ ok: true });

    const next = createConfigStore(loadPersistedConfig);
    const loaded = next.hydrate();
    expect(loaded.notices).toEqual([]);
    expect(next.getState().config).toEqual(first.getState().config);
  });

  it('migrates a configuration saved by the previous schema (v2): v0.61 is release 0.61.0', () => {
    const v2 = { gemini: { userMemory: 'from v2', cliVersion: 'v0.61', model: 'auto' } };
    storage.setItem(CONFIG_STORAGE_KEY, JSON.stringify({ version: 2, state: v2 }));
    const store = createConfigStore();
    const loaded = store.hydrate();
    expect(store.getState().config.gemini).toMatchObject({
      userMemory: 'from v2',
      cliVersion: '0.61.0',
      model: 'auto',
    });
    expect(loaded.notices).toEqual([]);
    expect(PLAYGROUND_STATE_VERSION).toBe(3);
  });

  it('migrates a configuration saved by schema v1 (before CLI versions)', () => {
    // v1 had no CLI version: everything it saved was a 2026-02 configuration.
    const v1 = { gemini: { userMemory: 'from v1', approvalMode: 'plan' } };
    storage.setItem(CONFIG_STORAGE_KEY, JSON.stringify({ version: 1, state: v1 }));
    const store = createConfigStore();
    const loaded = store.hydrate();
    const { gemini } = store.getState().config;
    expect(gemini).toMatchObject({
      userMemory: 'from v1',
      approvalMode: 'plan',
      cliVersion: '2026-02',
      model: 'auto-gemini-2.5',
    });
    expect(loaded.notices).toEqual([]);
    expect(storage.getItem(BACKUP_STORAGE_KEY)).toBeNull(); // read whole: nothing to keep
  });

  it('shows the defaults for damaged data, keeps a copy and says so', () => {
    storage.setItem(CONFIG_STORAGE_KEY, '{"version":2,"state":{"gemini":{"userMemo');
    const store = createConfigStore();
    const loaded = store.hydrate();
    expect(store.getState().config).toEqual(createDefaultPlaygroundState());
    expect(loaded.notices[0]?.text).toMatch(/could not be read/);
    expect(storage.getItem(BACKUP_STORAGE_KEY)).toContain('userMemo');
  });
});

describe('the app’s configuration module', () => {
  it('reads nothing from storage when it is imported', async () => {
    storage.setItem(CONFIG_STORAGE_KEY, serialiseVersionedState(createDefaultPlaygroundState()));
    vi.resetModules();
    const { useConfigStore } = await import('./configStore');
    await import('./persistConfig');
    expect(storage.reads).toEqual([]);
    useConfigStore.hydrate();
    expect(storage.reads).toEqual([CONFIG_STORAGE_KEY]);
  });
});
