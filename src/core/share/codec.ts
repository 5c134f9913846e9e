/**
 * The versioned share codec: a link carries `{ v, d }` where `d` is the difference between
 * the state and `createDefaultPlaygroundState()`, as JSON, deflated and base64url-encoded.
 */
import { createDefaultPlaygroundState } from '../state/defaults';
import { PLAYGROUND_STATE_MIGRATIONS, PLAYGROUND_STATE_VERSION } from '../state/migrations';
import type { PlaygroundState } from '../state/playgroundState';
import { readVersionedState, type VersionedRead } from '../state/readVersionedState';
import type { StateRepair } from '../state/restore';
import { PLAYGROUND_STATE_RULES } from '../state/stateRules';
import { isPlainObject } from '../state/values';
import { diffAgainstDefaults } from './diff';
import { shareError } from './errors';
import type { ShareDecodeError } from './errors';
import { MAX_SHARE_INFLATED_BYTES } from './limits';
import { packSharePayload, unpackSharePayload } from './payload';
import { buildShareUrlFromPayload, extractSharePayload } from './shareUrl';

/** The schema version links are written with (the playground state's version). */
export const SHARE_SCHEMA_VERSION = PLAYGROUND_STATE_VERSION;

/**
 * Upgrades of a link's `d` from the keyed version to the next. A link's `d` is a partial
 * playground state, so links share the state's migration table.
 */
export const SHARE_MIGRATIONS = PLAYGROUND_STATE_MIGRATIONS;

/** The outcome of {@link decodeShareState}: always a usable state. */
export interface ShareDecodeResult {
  /** The decoded state, or the defaults when `error` is set. */
  state: PlaygroundState;
  /** Fields that were dropped or reset while restoring the link's data. */
  repairs: StateRepair[];
  error: ShareDecodeError | null;
}

/**
 * Encodes what differs from the defaults as a URL-safe payload (the default state is tiny).
 * The CLI version is always written, even when it is the default, so a link keeps naming the
 * version it shows when a later build changes the default.
 */
export function encodeShareState(state: PlaygroundState): string {
  const diff = diffAgainstDefaults(state, createDefaultPlaygroundState(), PLAYGROUND_STATE_RULES);
  const d: Record<string, unknown> = isPlainObject(diff) ? diff : {};
  const gemini = isPlainObject(d['gemini']) ? d['gemini'] : {};
  d['gemini'] = { ...gemini, cliVersion: state.gemini.cliVersion };
  return packSharePayload({ v: SHARE_SCHEMA_VERSION, d });
}

/** The share link for `state`: `baseUrl` with its fragment replaced by `#s=<payload>`. */
export function buildShareUrl(baseUrl: string, state: PlaygroundState): string {
  return buildShareUrlFromPayload(baseUrl, encodeShareState(state));
}

function failed(error: ShareDecodeError): ShareDecodeResult {
  return { state: createDefaultPlaygroundState(), repairs: [], error };
}

/** Reads a link's `{ v, d }` through {@link readVersionedState}, or says why it cannot. */
function readEnvelope(value: unknown): VersionedRead | ShareDecodeError {
  if (!isPlainObject(value) || !Object.hasOwn(value, 'v') || !Object.hasOwn(value, 'd')) {
    return shareError(
      'not-share-data',
      'The link data is JSON but not a Promptscope configuration.',
    );
  }
  const read = readVersionedState({ version: value['v'], state: value['d'] });
  if (read.status === 'unreadable') {
    return shareError('unknown-version', 'The link data has no valid schema version.');
  }
  if (read.status === 'newer') {
    return shareError(
      'unknown-version',
      `The link was made by a newer Promptscope (schema v${read.version ?? '?'}); this one reads up to v${SHARE_SCHEMA_VERSION}. Open it in the current version.`,
    );
  }
  return read;
}

/**
 * Decodes a whole link, a `#s=…` fragment or a bare payload. Never throws: undecodable
 * text yields the defaults and an `error` saying why; wrong or unknown fields are repaired
 * field by field and listed in `repairs`.
 */
export function decodeShareState(text: string): ShareDecodeResult {
  if (typeof text !== 'string') return failed(shareError('empty', 'No link was given.'));
  if (text.length > MAX_SHARE_INFLATED_BYTES) {
    return failed(
      shareError('too-large', `The text is ${text.length} characters long; it was not opened.`),
    );
  }
  const payload = extractSharePayload(text);
  if (payload === null) {
    return failed(shareError('empty', 'The link has no shared configuration (no #s= part).'));
  }
  if (payload === '') return failed(shareError('empty', 'The link holds no data.'));
  const unpacked = unpackSharePayload(payload);
  if (unpacked.error) return failed(unpacked.error);
  const read = readEnvelope(unpacked.value);
  if ('kind' in read) return failed(read);
  return { state: read.state, repairs: read.repairs, error: null };
}
