/** Restoring persisted or imported playground state against the real defaults and rules. */
import { defaultPlaygroundTemplate } from './defaults';
import { migratePlaygroundState } from './migrations';
import type { PlaygroundState } from './playgroundState';
import { restoreState } from './restore';
import type { RestoreResult } from './restore';
import { PLAYGROUND_STATE_RULES } from './stateRules';

/**
 * Restores an untrusted value (local storage, a `.promptscope.json` file, a decoded link)
 * into a valid {@link PlaygroundState}, listing every repair. Missing fields take their
 * default silently. Never throws.
 */
export function restorePlaygroundState(raw: unknown): RestoreResult<PlaygroundState> {
  return restoreState<PlaygroundState>(raw, defaultPlaygroundTemplate(), PLAYGROUND_STATE_RULES);
}

/** Migrates a value written by schema `version`, then restores it (see the two steps). */
export function loadPlaygroundState(raw: unknown, version: number): RestoreResult<PlaygroundState> {
  return restorePlaygroundState(migratePlaygroundState(raw, version));
}
