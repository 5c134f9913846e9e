import { create, type StateCreator } from 'zustand';
import { createCompareSlice, type CompareSlice } from './compareSlice';

export type ViewId = 'prompt' | 'compression' | 'session' | 'context' | 'compare' | 'releases';

/** A button on a notice; the notice closes after it runs unless `keepOpen`. */
export interface NoticeAction {
  label: string;
  run: () => void;
  keepOpen?: boolean;
}

export interface Notice {
  id: number;
  tone: 'info' | 'warning' | 'error' | 'success';
  text: string;
  actions?: NoticeAction[];
  /** Notices with the same key replace each other (one two-tab notice, one update prompt). */
  key?: string;
  /** A choice must be made with one of the actions: no dismiss button. */
  sticky?: boolean;
}

/** The view shown and the prompt section in focus. */
export interface ViewSlice {
  view: ViewId;
  /** The prompt section under the preview's cursor or hovered in the meter. */
  activeSection: string | null;
  setView: (view: ViewId) => void;
  setActiveSection: (key: string | null) => void;
}

/** The notices shown under the header. */
export interface NoticeSlice {
  notices: Notice[];
  /** Shows a notice; returns its id. */
  pushNotice: (
    tone: Notice['tone'],
    text: string,
    extra?: Pick<Notice, 'actions' | 'key' | 'sticky'>,
  ) => number;
  dismissNotice: (id: number) => void;
}

/** View state that is not configuration: never persisted, never shared. */
export type UiStore = ViewSlice & NoticeSlice & CompareSlice;

const createViewSlice: StateCreator<UiStore, [], [], ViewSlice> = (set) => ({
  view: 'prompt',
  activeSection: null,
  setView: (view) => set({ view }),
  setActiveSection: (activeSection) => set({ activeSection }),
});

const createNoticeSlice: StateCreator<UiStore, [], [], NoticeSlice> = (set) => {
  let nextNoticeId = 1;
  return {
    notices: [],
    pushNotice: (tone, text, extra) => {
      const id = nextNoticeId++;
      set((s) => ({
        notices: [
          ...s.notices.filter((n) => extra?.key === undefined || n.key !== extra.key),
          { id, tone, text, ...extra },
        ],
      }));
      return id;
    },
    dismissNotice: (id) => set((s) => ({ notices: s.notices.filter((n) => n.id !== id) })),
  };
};

/** Builds a ui store of its three slices (the app has one, {@link useUiStore}; tests build their own). */
export function createUiStore() {
  return create<UiStore>()((...args) => ({
    ...createViewSlice(...args),
    ...createNoticeSlice(...args),
    ...createCompareSlice(...args),
  }));
}

/** The app's view state: the view, the notices and the compare view's sources. */
export const useUiStore = createUiStore();
