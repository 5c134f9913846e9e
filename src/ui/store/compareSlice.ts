import type { StateCreator } from 'zustand';
import type { ComparisonSide } from '../../core';

/** Source id of the current work (see the compare feature's source providers). */
export const CURRENT_WORK = 'current';

const VERSION_SOURCE = 'version:';

/** Source id of the current work rendered by CLI version `version` (a release or 2026-02). */
export function versionSourceId(version: string): string {
  return `${VERSION_SOURCE}${version}`;
}

/** The CLI version a source id renders the current work in, or null for other sources. */
export function versionOfSource(id: string | null): string | null {
  return id?.startsWith(VERSION_SOURCE) ? id.slice(VERSION_SOURCE.length) : null;
}

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
  /** Compares the current work in two CLI versions: `older` as A, `newer` as B. */
  compareVersions: (older: string, newer: string) => void;
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
  compareVersions: (older, newer) =>
    set({ sourceA: versionSourceId(older), sourceB: versionSourceId(newer) }),
  openLink: (linkSides) => set({ linkSides, sourceA: 'link:a', sourceB: 'link:b' }),
});
