/**
 * The on-demand prompt wording (core/prompt/legacyWording.ts): the 2026-02 pipeline and the
 * v0.61 legacy family. A new user's default (v0.61, model `auto`: the modern family) never
 * renders it, so it is a lazy chunk, loaded before the first render when the saved
 * configuration needs it and otherwise once the page is idle.
 */
import { useSyncExternalStore } from 'react';
import type { LegacyWording } from '../../core';

let wording: LegacyWording | null = null;
let loading: Promise<LegacyWording> | null = null;
const listeners = new Set<() => void>();

/** The wording if it has arrived, else null. */
export function loadedLegacyWording(): LegacyWording | null {
  return wording;
}

/** Loads the wording once (a failed load is tried again on the next call). */
export function loadLegacyWording(): Promise<LegacyWording> {
  loading ??= import('../../core/prompt/legacyWordingParts').then(
    (module) => {
      wording = module.LEGACY_WORDING;
      for (const listener of listeners) listener();
      return module.LEGACY_WORDING;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isLoaded = () => wording !== null;

/** Whether the wording has arrived; the component renders again when it does. */
export function useLegacyWordingLoaded(): boolean {
  return useSyncExternalStore(subscribe, isLoaded, isLoaded);
}
