import { readVersionedState, serialiseVersionedState, type PlaygroundState } from '../../../core';

/** Where the work replaced by a link or file is kept (one click away from coming back). */
export const PREVIOUS_WORK_KEY = 'promptscope:previous';
/** The last configuration shared or exported from this browser (it exists elsewhere). */
export const LAST_SHARED_KEY = 'promptscope:last-shared';

function writeState(key: string, state: PlaygroundState): boolean {
  try {
    localStorage.setItem(key, serialiseVersionedState(state));
    return true;
  } catch {
    return false;
  }
}

function readState(key: string): PlaygroundState | null {
  try {
    const read = readVersionedState(localStorage.getItem(key));
    return read.status === 'empty' || read.status === 'unreadable' || read.status === 'newer'
      ? null
      : read.state;
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

/**
 * Whether storage has room to keep `state` as the previous work (tried with a scratch key,
 * then removed), so the open-link dialog only promises a copy it can write.
 */
export function canKeepPreviousWork(state: PlaygroundState): boolean {
  const probe = 'promptscope:space-probe';
  try {
    localStorage.setItem(probe, serialiseVersionedState(state));
    localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}
