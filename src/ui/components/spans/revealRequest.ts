import { create } from 'zustand';

/** A request to scroll the prompt editor to a part and select it (from the meter, say). */
interface RevealStore {
  request: { key: string; seq: number } | null;
  reveal: (key: string) => void;
}

let seq = 0;

/** View-only signal: asking the preview to reveal and select one part of the prompt. */
export const useRevealRequest = create<RevealStore>()((set) => ({
  request: null,
  reveal: (key) => set({ request: { key, seq: ++seq } }),
}));
