import { create, type StateCreator } from 'zustand';
import { createDefaultPlaygroundState, type PlaygroundState } from '../../core';
import { refuseOversizedEdit } from './inputLimit';
import { loadPersistedConfig, type LoadResult } from './persistence';

/** How long edits with the same coalesce key merge into one undo step (typing, dragging). */
const COALESCE_MS = 800;
const MAX_UNDO = 200;

export type Config = PlaygroundState;
export type SliceKey = Exclude<keyof Config, 'target'>;

interface ChangeOptions {
  /** Edits with the same key in quick succession become one undo step. */
  coalesceKey?: string;
}

export interface ConfigStore {
  /** The whole configuration: the only thing persisted and shared. Everything else is derived. */
  config: Config;
  past: Config[];
  future: Config[];
  lastChange: { key: string; at: number } | null;
  /** Replaces one slice's fields. */
  patch: <K extends SliceKey>(
    slice: K,
    fields: Partial<Config[K]>,
    options?: ChangeOptions,
  ) => void;
  /** Applies any change to the configuration. */
  update: (recipe: (config: Config) => Config, options?: ChangeOptions) => void;
  /** Replaces the whole configuration (a preset, a share link, a file); undoable. */
  replace: (config: Config) => void;
  undo: () => void;
  redo: () => void;
}

/** The configuration and its undo history, with the actions that change them. */
const configActions: StateCreator<ConfigStore> = (set, get) => ({
  config: createDefaultPlaygroundState(),
  past: [],
  future: [],
  lastChange: null,

  update(recipe, options = {}) {
    const { config, past, lastChange } = get();
    const next = recipe(config);
    if (next === config) return;
    // Text over the limit the restore rules keep would be lost on reload: refused here.
    if (refuseOversizedEdit(next, config)) return;
    const now = Date.now();
    const merge =
      options.coalesceKey !== undefined &&
      lastChange?.key === options.coalesceKey &&
      now - lastChange.at < COALESCE_MS &&
      past.length > 0;
    set({
      config: next,
      past: merge ? past : [...past, config].slice(-MAX_UNDO),
      future: [],
      lastChange: options.coalesceKey ? { key: options.coalesceKey, at: now } : null,
    });
  },

  patch(slice, fields, options) {
    get().update((config) => ({ ...config, [slice]: { ...config[slice], ...fields } }), options);
  },

  replace(next) {
    get().update(() => next);
  },

  undo() {
    const { past, config, future } = get();
    const previous = past[past.length - 1];
    if (!previous) return;
    set({
      config: previous,
      past: past.slice(0, -1),
      future: [config, ...future],
      lastChange: null,
    });
  },

  redo() {
    const { past, config, future } = get();
    const [next, ...rest] = future;
    if (!next) return;
    set({ config: next, past: [...past, config], future: rest, lastChange: null });
  },
});

/**
 * Builds a configuration store holding the defaults (the app has one, {@link useConfigStore};
 * tests build their own). Nothing is read from storage until `hydrate` is called.
 */
export function createConfigStore(load: () => LoadResult = loadPersistedConfig) {
  const store = create<ConfigStore>()(configActions);
  let loaded: LoadResult | null = null;
  /**
   * Reads the saved configuration into the store, once: the app's start calls it before the
   * first render (see `startPersistingConfig`). Not an undo step. Later calls return the first
   * load's result (its notices and the raw text the saver compares against).
   */
  const hydrate = (): LoadResult => {
    if (!loaded) {
      loaded = load();
      store.setState({ config: loaded.config, past: [], future: [], lastChange: null });
    }
    return loaded;
  };
  return Object.assign(store, { hydrate });
}

/** The app's configuration: the defaults until `useConfigStore.hydrate()` reads the saved one. */
export const useConfigStore = createConfigStore();

/** Selects part of the configuration. */
export function useConfig<T>(selector: (config: Config) => T): T {
  return useConfigStore((store) => selector(store.config));
}

/**
 * Calls `onChange` after each change of the configuration, from anywhere (an activity source
 * for `whenQuiet`); returns the unsubscribe function.
 */
export function subscribeConfigChanges(onChange: () => void): () => void {
  return useConfigStore.subscribe((state, previous) => {
    if (state.config !== previous.config) onChange();
  });
}

export function resetConfig(): void {
  useConfigStore.getState().replace(createDefaultPlaygroundState());
}
