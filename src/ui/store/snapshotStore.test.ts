import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDefaultPlaygroundState,
  MAX_SNAPSHOTS,
  PLAYGROUND_STATE_VERSION,
  toSnapshotFile,
} from '../../core';
import { MemoryStorage } from '../testing/memoryStorage';
import { BACKUP_STORAGE_KEY, listBackups } from './backups';
import { showSnapshotLoadNotices } from './snapshotNotices';
import { loadSnapshots, SNAPSHOTS_STORAGE_KEY } from './snapshotPersistence';
import { createSnapshotStore } from './snapshotStore';
import { useUiStore } from './uiStore';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

function config(memory: string) {
  const state = createDefaultPlaygroundState();
  state.gemini.userMemory = memory;
  return state;
}

describe('snapshot store', () => {
  it('adds, renames, deletes and undoes a deletion in place', () => {
    const store = createSnapshotStore();
    const first = store.getState().add(config('one'), 'First');
    store.getState().add(config('two'), 'Second');
    store.getState().add(config('three'), '   ');
    expect(store.getState().snapshots.map((s) => s.name)).toEqual(['First', 'Second', 'Snapshot']);
    store.getState().rename(first?.id ?? '', '  Renamed ');
    expect(store.getState().snapshots[0]?.name).toBe('Renamed');
    const second = store.getState().snapshots[1];
    store.getState().remove(second?.id ?? '');
    expect(store.getState().snapshots.map((s) => s.name)).toEqual(['Renamed', 'Snapshot']);
    store.getState().undoRemove();
    expect(store.getState().snapshots.map((s) => s.name)).toEqual([
      'Renamed',
      'Second',
      'Snapshot',
    ]);
    expect(store.getState().lastDeleted).toBeNull();
  });

  it('persists every change and the next load restores the same list', () => {
    const store = createSnapshotStore();
    const saved = store.getState().add(config('Prefer tabs.'), 'Tabs');
    store.getState().setTokens(saved?.id ?? '', { total: 1234, encoding: 'o200k_base' });
    const loaded = loadSnapshots();
    expect(loaded.notices).toEqual([]);
    expect(loaded.snapshots).toEqual(store.getState().snapshots);
    expect(loaded.snapshots[0]?.config.gemini.userMemory).toBe('Prefer tabs.');
    expect(loaded.snapshots[0]?.tokens).toEqual({ total: 1234, encoding: 'o200k_base' });
  });

  it('the next visit hydrates the list the store wrote, and nothing is lost', () => {
    const store = createSnapshotStore();
    const first = store.getState().add(config('one'), 'One');
    store.getState().add(config('two'), 'Two');
    store.getState().setTokens(first?.id ?? '', { total: 99, encoding: 'cl100k_base' });
    store.getState().remove(first?.id ?? '');
    store.getState().undoRemove();
    const nextVisit = createSnapshotStore();
    expect(nextVisit.hydrate().notices).toEqual([]);
    expect(nextVisit.getState().snapshots).toEqual(store.getState().snapshots);
    expect(nextVisit.getState().lastDeleted).toBeNull(); // undo is this visit's only
  });

  it(`refuses a snapshot past ${MAX_SNAPSHOTS} and keeps the list as it was`, () => {
    const full = Array.from({ length: MAX_SNAPSHOTS }, (_, i) => ({
      id: `s${i}`,
      name: `S${i}`,
      createdAt: '2026-01-01T00:00:00.000Z',
      config: config(''),
      tokens: null,
    }));
    const store = createSnapshotStore(full);
    const before = store.getState().snapshots;
    expect(store.getState().add(config('more'), 'One too many')).toBeNull();
    expect(store.getState().snapshots).toBe(before);
  });

  it('imports an export, keeping both on a name clash and saying so', () => {
    const store = createSnapshotStore();
    store.getState().add(config('mine'), 'Same');
    const exported = JSON.parse(
      JSON.stringify(
        toSnapshotFile([
          { ...store.getState().snapshots[0]!, id: 'other', config: config('theirs') },
        ]),
      ),
    ) as unknown;
    const result = store.getState().importFile(exported);
    expect(result.message).toMatch(/Imported 1 snapshot; 1 had the name or id of one you have/);
    expect(store.getState().snapshots.map((s) => s.name)).toEqual(['Same', 'Same (imported)']);
    expect(store.getState().snapshots[0]?.config.gemini.userMemory).toBe('mine');
    expect(store.getState().importFile({ foo: 1 }).message).toBe(
      'The data is not a Promptscope snapshot list.',
    );
  });

  it('reports a full storage instead of throwing, and keeps the list in memory', () => {
    const store = createSnapshotStore();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    store.getState().add(config('x'), 'Big');
    expect(store.getState().snapshots).toHaveLength(1);
    expect(store.getState().saveError).toBe('QuotaExceededError');
  });
});

describe('loadSnapshots', () => {
  it('sets unreadable data aside with the backups and starts with an empty list', () => {
    localStorage.setItem(SNAPSHOTS_STORAGE_KEY, '{broken');
    const loaded = loadSnapshots();
    expect(loaded.snapshots).toEqual([]);
    expect(loaded.notices[0]).toMatch(/could not be read.*kept in this browser/);
    expect(listBackups().map((b) => b.raw)).toEqual(['{broken']);
    expect(loaded).toMatchObject({ download: '{broken', holdSaves: false });
  });

  it('keeps a copy of a list with a dropped entry before the next save overwrites it', () => {
    const file = toSnapshotFile([
      {
        id: 'a',
        name: 'Good',
        createdAt: '2026-01-01T00:00:00.000Z',
        config: config('x'),
        tokens: null,
      },
    ]) as unknown as { snapshots: unknown[] };
    file.snapshots.push({ id: 'b', name: 'Broken' }); // no configuration: dropped
    const raw = JSON.stringify(file);
    localStorage.setItem(SNAPSHOTS_STORAGE_KEY, raw);
    const store = createSnapshotStore();
    const loaded = store.hydrate();
    expect(loaded.snapshots.map((s) => s.name)).toEqual(['Good']);
    expect(loaded.notices[0]).toMatch(
      /“Broken”\) has no configuration; it was dropped\. A copy of the saved list as it was is kept/,
    );
    store.getState().rename('a', 'Renamed'); // the next save overwrites the list…
    expect(localStorage.getItem(SNAPSHOTS_STORAGE_KEY)).not.toBe(raw);
    expect(listBackups()[0]?.raw).toBe(raw); // …but the entry is not lost
  });

  it('offers the list as found for download, saying so', () => {
    localStorage.setItem(SNAPSHOTS_STORAGE_KEY, '{broken');
    useUiStore.setState({ notices: [] });
    showSnapshotLoadNotices(createSnapshotStore());
    const notice = useUiStore.getState().notices[0];
    expect(notice?.text).toMatch(/download it to keep it elsewhere/);
    expect(notice?.actions?.map((a) => a.label)).toEqual(['Download the saved snapshots']);
  });

  it('holds saving when no copy can be kept, until the user chooses to overwrite', () => {
    localStorage.setItem(SNAPSHOTS_STORAGE_KEY, '{broken');
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (key === BACKUP_STORAGE_KEY) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    const store = createSnapshotStore();
    useUiStore.setState({ notices: [] });
    showSnapshotLoadNotices(store);
    const notice = useUiStore.getState().notices[0];
    expect(notice?.text).toMatch(/no room to keep a copy, so the saved list is left untouched/);
    expect(notice?.sticky).toBe(true);
    store.getState().add(config('new'), 'New');
    expect(localStorage.getItem(SNAPSHOTS_STORAGE_KEY)).toBe('{broken'); // untouched
    notice?.actions?.find((a) => a.label === 'Overwrite them with my changes')?.run();
    expect(localStorage.getItem(SNAPSHOTS_STORAGE_KEY)).toContain('"New"');
  });

  it('repairs damaged entries and reports them', () => {
    const file = toSnapshotFile([]) as unknown as { snapshots: unknown[] };
    file.snapshots.push({
      id: 'a',
      name: 'Odd',
      createdAt: '2026-01-01T00:00:00Z',
      config: { target: 'nope' },
    });
    localStorage.setItem(SNAPSHOTS_STORAGE_KEY, JSON.stringify(file));
    const loaded = loadSnapshots();
    expect(loaded.snapshots[0]?.config.target).toBe('gemini');
    expect(loaded.notices[0]).toMatch(
      /damaged and repaired: “Odd”: 1 setting was repaired \(target\)/,
    );
  });
});

describe('snapshot store: loading', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage.asStorage());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads nothing until hydrated, then the saved list once, without writing it back', () => {
    const saved = toSnapshotFile([
      {
        id: 'a',
        name: 'Saved',
        createdAt: '2026-01-01T00:00:00.000Z',
        config: config('x'),
        tokens: null,
      },
    ]);
    storage.setItem(SNAPSHOTS_STORAGE_KEY, JSON.stringify(saved));
    const written = vi.spyOn(storage, 'setItem');
    const store = createSnapshotStore();
    expect(storage.reads).toEqual([]);
    expect(store.getState().snapshots).toEqual([]);

    expect(store.hydrate().notices).toEqual([]);
    expect(store.getState().snapshots).toEqual(saved.snapshots);
    expect(written).not.toHaveBeenCalled();
    store.getState().rename('a', 'Renamed');
    expect(store.hydrate().snapshots[0]?.name).toBe('Saved'); // the first load, not a second
    expect(store.getState().snapshots[0]?.name).toBe('Renamed');
    expect(written).toHaveBeenCalledOnce(); // the rename, and only it
  });

  it('migrates snapshots saved with the previous schema (v2): v0.61 is release 0.61.0', () => {
    storage.setItem(
      SNAPSHOTS_STORAGE_KEY,
      JSON.stringify({
        format: toSnapshotFile([]).format,
        stateVersion: 2,
        snapshots: [
          {
            id: 'v2',
            name: 'V2',
            createdAt: '2026-11-01T00:00:00Z',
            config: { gemini: { cliVersion: 'v0.61', userMemory: 'kept' } },
          },
        ],
      }),
    );
    const store = createSnapshotStore();
    expect(store.hydrate().notices).toEqual([]);
    expect(store.getState().snapshots[0]?.config.gemini).toMatchObject({
      cliVersion: '0.61.0',
      userMemory: 'kept',
    });
    expect(PLAYGROUND_STATE_VERSION).toBe(3);
  });

  it('migrates snapshots saved with schema v1 (before CLI versions)', () => {
    // v1 had no CLI version: its configurations were the 2026-02 CLI's.
    storage.setItem(
      SNAPSHOTS_STORAGE_KEY,
      JSON.stringify({
        format: toSnapshotFile([]).format,
        stateVersion: 1,
        snapshots: [{ id: 'old', name: 'Old', createdAt: '2026-01-01T00:00:00Z', config: {} }],
      }),
    );
    const store = createSnapshotStore();
    expect(store.hydrate().notices).toEqual([]);
    expect(store.getState().snapshots[0]?.config.gemini).toMatchObject({
      cliVersion: '2026-02',
      model: 'auto-gemini-2.5',
    });
  });

  it('the app’s store reads nothing when its module is imported', async () => {
    storage.setItem(SNAPSHOTS_STORAGE_KEY, JSON.stringify(toSnapshotFile([])));
    vi.resetModules();
    const { useSnapshotStore } = await import('./snapshotStore');
    expect(storage.reads).toEqual([]);
    useSnapshotStore.hydrate();
    expect(storage.reads).toEqual([SNAPSHOTS_STORAGE_KEY]);
  });
});
