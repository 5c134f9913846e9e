/**
 * The one way saved playground data is read: parse, check the version, migrate, repair, and
 * say whether the raw text must be backed up before anything overwrites it.
 */
import { createDefaultPlaygroundState } from './defaults';
import { migratePlaygroundState, PLAYGROUND_STATE_VERSION } from './migrations';
import { restorePlaygroundState } from './persist';
import type { PlaygroundState } from './playgroundState';
import type { StateRepair } from './restore';
import { isPlainObject } from './values';

/** How saved data was found. */
export type SavedDataStatus =
  /** Nothing was saved: the defaults. */
  | 'empty'
  /** Read whole. */
  | 'ok'
  /** Read, but some fields did not fit the rules and took their defaults. */
  | 'repaired'
  /** Not JSON, or not a playground state at all: the defaults are shown. */
  | 'unreadable'
  /** Written by a newer Promptscope: the defaults are shown, the data is left as it was. */
  | 'newer';

/** The outcome of {@link readVersionedState}. */
export interface VersionedRead {
  status: SavedDataStatus;
  /** The state to show (always valid). */
  state: PlaygroundState;
  repairs: StateRepair[];
  /** The schema version the data claims (0 for data without an envelope), when readable. */
  version: number | null;
  /**
   * True when the raw text holds something the returned state does not (unreadable, newer or
   * repaired data): keep a copy of it before the next save overwrites it.
   */
  needsBackup: boolean;
}

function result(
  status: SavedDataStatus,
  fields: Partial<Omit<VersionedRead, 'status'>> = {},
): VersionedRead {
  return {
    status,
    state: fields.state ?? createDefaultPlaygroundState(),
    repairs: fields.repairs ?? [],
    version: fields.version ?? null,
    needsBackup: status === 'unreadable' || status === 'newer' || status === 'repaired',
  };
}

/**
 * Reads a saved `{ version, state }` envelope (or a bare v0 state) from its raw text. Never
 * throws: `null` is `empty`, anything that cannot be parsed is `unreadable`, a version above
 * {@link PLAYGROUND_STATE_VERSION} is `newer`, and a readable state is migrated and repaired
 * field by field (`repaired` lists what took its default).
 */
export function readVersionedState(raw: string | null): VersionedRead {
  if (raw === null) return result('empty');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return result('unreadable');
  }
  if (!isPlainObject(parsed)) return result('unreadable');
  const claimed = parsed['version'];
  const hasEnvelope = typeof claimed === 'number';
  if (hasEnvelope && (!Number.isInteger(claimed) || claimed < 0)) return result('unreadable');
  const version = hasEnvelope ? claimed : 0;
  if (version > PLAYGROUND_STATE_VERSION) return result('newer', { version });
  const body = hasEnvelope ? parsed['state'] : parsed;
  if (!isPlainObject(body)) return result('unreadable', { version });
  const { state, repairs } = restorePlaygroundState(migratePlaygroundState(body, version));
  return result(repairs.length > 0 ? 'repaired' : 'ok', { state, repairs, version });
}

/**
 * The text {@link readVersionedState} reads back: this build's envelope around `state`.
 * `extras` are kept beside the state in the envelope (e.g. where a large text was stored
 * instead); readers that do not know a field ignore it.
 */
export function serialiseVersionedState(
  state: PlaygroundState,
  extras: Readonly<Record<string, unknown>> = {},
): string {
  return JSON.stringify({ ...extras, version: PLAYGROUND_STATE_VERSION, state });
}
