import type { StateCreator } from 'zustand';
import type { ComparisonSide } from '../../core';

/** Source id of the current work (see the compare feature's source providers). */
export const CURRENT_WORK = 'current';

/** Source id of the current work rendered by the other CLI version. */
export const OTHER_CLI_VERSION = 'other-version';

/**
 * Which two sources the compare view shows, and the sides a comparison link brought: a slice of
 * the ui store. View state: never persisted (snapshots are), never part of a share link.
 */
export interface CompareSlice {
  /** Source ids (see the compare feature's source providers); null picks the default. */
  sourceA: string | null;
  sourceB: string | null;
  /** The two sides of the comparison link opened last, if any. */
  linkSides: { a: ComparisonSide; b: ComparisonSide } | null;
  setSources: (sources: { a?: string | null; b?: string | null }) => void;
  /** Shows a comparison link's two sides as A and B. */
  openLink: (sides: { a: ComparisonSide; b: ComparisonSide }) => void;
}

export const createCompareSlice: StateCreator<CompareSlice> = (set) => ({
  sourceA: null,
  sourceB: null,
  linkSides: null,
  setSources: ({ a, b }) =>
    set((s) => ({
      sourceA: a === undefined ? s.sourceA : a,
      sourceB: b === undefined ? s.sourceB : b,
    })),
  openLink: (linkSides) => set({ linkSides, sourceA: 'link:a', sourceB: 'link:b' }),
});
