import { createDefaultPlaygroundState, type PlaygroundState } from '../../../core';

/**
 * What to do with a configuration offered by a link or a file:
 * - `same`: it is already open, nothing changes;
 * - `replace`: open it at once (the current work is the defaults or already saved elsewhere);
 * - `ask`: the current work differs and exists nowhere else, so the user decides.
 */
export type OpeningDecision = 'same' | 'replace' | 'ask';

/** Structural equality of JSON values, ignoring key order (configurations are plain JSON). */
export function sameConfiguration(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && sameConfiguration(left[key], right[key]));
}

/** True when the configuration is the untouched default one (nothing to lose). */
export function isDefaultConfiguration(state: PlaygroundState): boolean {
  return sameConfiguration(state, createDefaultPlaygroundState());
}

/**
 * Decides whether opening `incoming` may replace `current` without asking. `savedCopy` is the
 * last configuration the user shared or exported from this browser (it exists elsewhere).
 */
export function decideOpening(
  current: PlaygroundState,
  incoming: PlaygroundState,
  savedCopy: unknown,
): OpeningDecision {
  if (sameConfiguration(current, incoming)) return 'same';
  if (isDefaultConfiguration(current)) return 'replace';
  if (savedCopy !== null && sameConfiguration(current, savedCopy)) return 'replace';
  return 'ask';
}
