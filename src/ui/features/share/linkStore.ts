import { create } from 'zustand';
import type { PlaygroundState, StateRepair } from '../../../core';
import { loadPreviousWork } from './savedCopies';

/** Where an offered configuration came from. */
export type OfferSource = 'link' | 'file';

/** A configuration offered by a link or a file, already decoded and repaired. */
export interface ConfigurationOffer {
  state: PlaygroundState;
  repairs: StateRepair[];
  source: OfferSource;
}

/** The outcome shown after a link or file was handled. */
export type OpeningStatus =
  | { kind: 'opened'; source: OfferSource; repairs: StateRepair[]; previousKept: boolean }
  | { kind: 'unchanged'; source: OfferSource; repairs: StateRepair[] }
  | { kind: 'kept'; source: OfferSource }
  | { kind: 'error'; source: OfferSource; message: string }
  | { kind: 'restored' };

interface LinkStore {
  /** An offer waiting for the user's answer ("open" or "keep my work"). */
  pending: ConfigurationOffer | null;
  status: OpeningStatus | null;
  /** Whether replaced work is kept in this browser. */
  hasPreviousWork: boolean;
  setPending: (pending: ConfigurationOffer | null) => void;
  setStatus: (status: OpeningStatus | null) => void;
  setHasPreviousWork: (has: boolean) => void;
}

/**
 * View state of link and file opening: never persisted, never shared. Whether replaced work is
 * kept is read by `useLinkStore.hydrate()` at the app's start (`src/start.tsx`), not on import.
 */
const linkStore = create<LinkStore>()((set) => ({
  pending: null,
  status: null,
  hasPreviousWork: false,
  setPending: (pending) => set({ pending }),
  setStatus: (status) => set({ status }),
  setHasPreviousWork: (hasPreviousWork) => set({ hasPreviousWork }),
}));

export const useLinkStore = Object.assign(linkStore, {
  hydrate: (): void => linkStore.setState({ hasPreviousWork: loadPreviousWork() !== null }),
});
