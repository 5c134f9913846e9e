import { create } from 'zustand';

export type ViewId = 'prompt' | 'compression' | 'context' | 'compare';

export interface Notice {
  id: number;
  tone: 'info' | 'warning' | 'error' | 'success';
  text: string;
}

/** View state that is not configuration: never persisted, never shared. */
interface UiStore {
  view: ViewId;
  /** The prompt section under the preview's cursor or hovered in the meter. */
  activeSection: string | null;
  notices: Notice[];
  setView: (view: ViewId) => void;
  setActiveSection: (key: string | null) => void;
  pushNotice: (tone: Notice['tone'], text: string) => void;
  dismissNotice: (id: number) => void;
}

let nextNoticeId = 1;

export const useUiStore = create<UiStore>()((set) => ({
  view: 'prompt',
  activeSection: null,
  notices: [],
  setView: (view) => set({ view }),
  setActiveSection: (activeSection) => set({ activeSection }),
  pushNotice: (tone, text) =>
    set((s) => ({ notices: [...s.notices, { id: nextNoticeId++, tone, text }] })),
  dismissNotice: (id) => set((s) => ({ notices: s.notices.filter((n) => n.id !== id) })),
}));
