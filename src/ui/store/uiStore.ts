import { create } from 'zustand';

export type ViewId = 'prompt' | 'compression' | 'context' | 'compare';

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

/** View state that is not configuration: never persisted, never shared. */
interface UiStore {
  view: ViewId;
  /** The prompt section under the preview's cursor or hovered in the meter. */
  activeSection: string | null;
  notices: Notice[];
  setView: (view: ViewId) => void;
  setActiveSection: (key: string | null) => void;
  /** Shows a notice; returns its id. */
  pushNotice: (
    tone: Notice['tone'],
    text: string,
    extra?: Pick<Notice, 'actions' | 'key' | 'sticky'>,
  ) => number;
  dismissNotice: (id: number) => void;
}

let nextNoticeId = 1;

export const useUiStore = create<UiStore>()((set) => ({
  view: 'prompt',
  activeSection: null,
  notices: [],
  setView: (view) => set({ view }),
  setActiveSection: (activeSection) => set({ activeSection }),
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
}));
