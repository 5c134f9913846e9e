import {
  migratePlaygroundState,
  PLAYGROUND_STATE_VERSION,
  restorePlaygroundState,
  type PlaygroundState,
} from '../../../core';

/** Where the work replaced by a link or file is kept (one click away from coming back). */
export const PREVIOUS_WORK_KEY = 'promptscope:previous';
/** The last configuration shared or exported from this browser (it exists elsewhere). */
export const LAST_SHARED_KEY = 'promptscope:last-shared';

function writeState(key: string, state: PlaygroundState): boolean {
  try {
    localStorage.setItem(key, JSON.stringify({ version: PLAYGROUND_STATE_VERSION, state }));
    return true;
  } catch {
    return false;
  }
}

function readState(key: string): PlaygroundState | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    const saved = JSON.parse(raw) as { version?: unknown; state?: unknown } | null;
    const version = typeof saved?.version === 'number' ? saved.version : 0;
    if (version > PLAYGROUND_STATE_VERSION) return null;
    return restorePlaygroundState(migratePlaygroundState(saved?.state, version)).state;
  } catch {
    return null;
  }
}

/** Keeps the work a link or file is about to replace; false when storage refuses it. */
export function savePreviousWork(state: PlaygroundState): boolean {
  return writeState(PREVIOUS_WORK_KEY, state);
}

/** The work last replaced by a link or file, repaired like any saved configuration. */
export function loadPreviousWork(): PlaygroundState | null {
  return readState(PREVIOUS_WORK_KEY);
}

/** Remembers that this configuration was shared or exported (so it is saved elsewhere). */
export function rememberSharedCopy(state: PlaygroundState): void {
  writeState(LAST_SHARED_KEY, state);
}

/** The configuration last shared or exported from this browser, or null. */
export function loadSharedCopy(): PlaygroundState | null {
  return readState(LAST_SHARED_KEY);
}
