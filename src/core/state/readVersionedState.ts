/**
 * The one way saved playground data is read: parse, check the version, migrate, repair, and
 * say whether the raw text must be backed up before anything overwrites it. Every load path
 * goes through {@link readVersionedState} (see src/ui/store/README.md for the list).
 */
import { createDefaultPlaygroundState } from './defaults';
import { PLAYGROUND_STATE_VERSION } from './migrations';
import { loadPlaygroundState } from './persist';
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
 * Saved data already taken out of its own format (a configuration file's `{ kind, version,
 * state }`, a link's `{ v, d }`, one entry of a snapshot list): the schema version it claims
 * and the state it holds.
 */
export interface SavedEnvelope {
  version: unknown;
  state: unknown;
}

/** The schema version saved data claims: usable, or why not (see {@link readVersionedState}). */
export type SchemaVersionCheck =
  | { status: 'readable'; version: number }
  | { status: 'unreadable'; version: null }
  | { status: 'newer'; version: number };

/**
 * Checks a claimed schema version: a non-negative integer up to
 * {@link PLAYGROUND_STATE_VERSION} can be read; anything else is `unreadable`, a higher one is
 * `newer`. Formats holding one version for several states (a snapshot list, a comparison
 * link) check it once with this, then read each state with {@link readVersionedState}.
 */
export function checkSchemaVersion(claimed: unknown): SchemaVersionCheck {
  if (typeof claimed !== 'number' || !Number.isInteger(claimed) || claimed < 0) {
    return { status: 'unreadable', version: null };
  }
  if (claimed > PLAYGROUND_STATE_VERSION) return { status: 'newer', version: claimed };
  return { status: 'readable', version: claimed };
}

/** Local storage's text: a `{ version, state }` envelope, or a bare state of schema 0. */
function envelopeOfText(raw: string): SavedEnvelope | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isPlainObject(parsed)) return null;
  const claimed = parsed['version'];
  return typeof claimed === 'number'
    ? { version: claimed, state: parsed['state'] }
    : { version: 0, state: parsed };
}

/**
 * The one way saved playground data is read, from every place it is kept: local storage,
 * saved copies, configuration files, share and comparison links, snapshots. Never throws.
 *
 * - Text (local storage, saved copies) is a `{ version, state }` envelope or a bare v0 state:
 *   `null` is `empty`; text that is not JSON, not an object, or whose state is not an object
 *   is `unreadable`.
 * - A {@link SavedEnvelope} comes from a format its caller has already taken apart; its state
 *   may be any value (restoring reports what does not fit).
 *
 * Either way a version that is not a non-negative integer is `unreadable`, one above
 * {@link PLAYGROUND_STATE_VERSION} is `newer` (the defaults are returned), and a readable
 * state is migrated and repaired field by field (`repaired` lists what took its default).
 */
export function readVersionedState(saved: string | null | SavedEnvelope): VersionedRead {
  if (saved === null) return result('empty');
  const fromText = typeof saved === 'string';
  const envelope = fromText ? envelopeOfText(saved) : saved;
  if (envelope === null) return result('unreadable');
  const check = checkSchemaVersion(envelope.version);
  if (check.status !== 'readable') return result(check.status, { version: check.version });
  const { version } = check;
  if (fromText && !isPlainObject(envelope.state)) return result('unreadable', { version });
  const { state, repairs } = loadPlaygroundState(envelope.state, version);
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
