/**
 * The snapshot list: one zustand store of two slices (the list and its actions; the last
 * deletion, for undo). Saved to its own local storage key after every change; read from it
 * only when `hydrate` is called at the app's start (see src/ui/store/README.md).
 */
import { create, type StateCreator } from 'zustand';
import {
  describeMerge,
  MAX_SNAPSHOT_NAME,
  MAX_SNAPSHOTS,
  mergeSnapshots,
  restoreSnapshots,
  type PlaygroundState,
  type Snapshot,
} from '../../core';
import { loadSnapshots, saveSnapshots, type LoadedSnapshots } from './snapshotPersistence';

/** The list and the actions that change it. */
export interface SnapshotListSlice {
  snapshots: Snapshot[];
  /** Why the last save to storage failed (null: saved). */
  saveError: string | null;
  /** Adds a snapshot of `config`; returns it, or null when the list is full. */
  add: (config: PlaygroundState, name: string) => Snapshot | null;
  rename: (id: string, name: string) => void;
  setTokens: (id: string, tokens: Snapshot['tokens']) => void;
  /** Merges snapshots from an exported file (never overwriting); returns what happened. */
  importFile: (raw: unknown) => { added: number; message: string; problems: string[] };
}

/** The last deleted snapshot and where it stood, so Undo puts it back. */
export interface SnapshotUndoSlice {
  lastDeleted: { snapshot: Snapshot; index: number } | null;
  remove: (id: string) => void;
  undoRemove: () => void;
}

export type SnapshotStore = SnapshotListSlice & SnapshotUndoSlice;

/** A fresh snapshot id. */
export function newSnapshotId(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return random.replace(/[^\w-]/g, '');
}

const cleanName = (name: string, fallback: string) =>
  name.trim().slice(0, MAX_SNAPSHOT_NAME) || fallback;

const createListSlice: StateCreator<SnapshotStore, [], [], SnapshotListSlice> = (set, get) => ({
  snapshots: [],
  saveError: null,
  add(config, name) {
    if (get().snapshots.length >= MAX_SNAPSHOTS) return null;
    const snapshot: Snapshot = {
      id: newSnapshotId(),
      name: cleanName(name, 'Snapshot'),
      createdAt: new Date().toISOString(),
      config,
      tokens: null,
    };
    set((s) => ({ snapshots: [...s.snapshots, snapshot] }));
    return snapshot;
  },
  rename(id, name) {
    set((s) => ({
      snapshots: s.snapshots.map((x) =>
        x.id === id ? { ...x, name: cleanName(name, x.name) } : x,
      ),
    }));
  },
  setTokens(id, tokens) {
    set((s) => ({ snapshots: s.snapshots.map((x) => (x.id === id ? { ...x, tokens } : x)) }));
  },
  importFile(raw) {
    const { snapshots, problems } = restoreSnapshots(raw);
    if (snapshots.length === 0) {
      const message = problems[0] ?? 'The file holds no snapshots.';
      return { added: 0, message, problems: problems.slice(1) };
    }
    const merge = mergeSnapshots(get().snapshots, snapshots, newSnapshotId);
    set({ snapshots: merge.snapshots });
    return { added: merge.added, message: describeMerge(merge), problems };
  },
});

const createUndoSlice: StateCreator<SnapshotStore, [], [], SnapshotUndoSlice> = (set, get) => ({
  lastDeleted: null,
  remove(id) {
    const index = get().snapshots.findIndex((s) => s.id === id);
    const snapshot = get().snapshots[index];
    if (!snapshot) return;
    set((s) => ({
      snapshots: s.snapshots.filter((x) => x.id !== id),
      lastDeleted: { snapshot, index },
    }));
  },
  undoRemove() {
    const deleted = get().lastDeleted;
    if (!deleted) return;
    set((s) => {
      const snapshots = [...s.snapshots];
      snapshots.splice(Math.min(deleted.index, snapshots.length), 0, deleted.snapshot);
      return { snapshots, lastDeleted: null };
    });
  },
});

/** Builds a snapshot store holding `initial` (tests build their own). */
export function createSnapshotStore(
  initial: Snapshot[] = [],
  load: () => LoadedSnapshots = loadSnapshots,
) {
  const store = create<SnapshotStore>()((...args) => ({
    ...createListSlice(...args),
    ...createUndoSlice(...args),
    snapshots: initial,
  }));
  let loaded: LoadedSnapshots | null = null;
  let hydrating = false;
  /** Saved data that could not be backed up is not overwritten until `overwriteSaved`. */
  let held = false;
  store.subscribe((state, previous) => {
    if (hydrating || held || state.snapshots === previous.snapshots) return;
    const saveError = saveSnapshots(state.snapshots);
    if (saveError !== state.saveError) store.setState({ saveError });
  });
  /**
   * Reads the saved list into the store, once (later calls return the first result). What was
   * read is not written back until it changes: a repaired list stays as found until then.
   */
  const hydrate = (): LoadedSnapshots => {
    if (!loaded) {
      loaded = load();
      held = loaded.holdSaves;
      hydrating = true;
      try {
        store.setState({ snapshots: loaded.snapshots, lastDeleted: null });
      } finally {
        hydrating = false;
      }
    }
    return loaded;
  };
  /** Lets saving overwrite saved data that was held (the user chose to), and saves now. */
  const overwriteSaved = () => {
    held = false;
    store.setState({ saveError: saveSnapshots(store.getState().snapshots) });
  };
  return Object.assign(store, { hydrate, overwriteSaved });
}

/**
 * The app's snapshot store: empty until `useSnapshotStore.hydrate()` reads the saved list (the
 * app's start calls it before the first render; the shell shows its notices once).
 */
export const useSnapshotStore = createSnapshotStore();
