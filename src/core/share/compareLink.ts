/**
 * Comparison links: `#cmp=<payload>` carries two configurations, each as its difference from
 * the defaults (as `#s=` links do), with the names of the two sides. Decoding never throws and
 * applies the same size limits and field-by-field repair as share links.
 */
import {
  createDefaultPlaygroundState,
  migratePlaygroundState,
  PLAYGROUND_STATE_RULES,
  PLAYGROUND_STATE_VERSION,
  restorePlaygroundState,
  type PlaygroundState,
  type StateRepair,
} from '../state';
import { isPlainObject } from '../state/values';
import { diffAgainstDefaults } from './diff';
import { shareError, type ShareDecodeError } from './errors';
import { MAX_SHARE_INFLATED_BYTES } from './limits';
import { packSharePayload, unpackSharePayload } from './payload';
import { readFragmentParam } from './shareUrl';

/** The fragment parameter of comparison links: `https://…/#cmp=<payload>`. */
export const COMPARE_FRAGMENT_KEY = 'cmp';

const MAX_SIDE_NAME = 120;

/** One side of a comparison link. */
export interface ComparisonSide {
  name: string;
  state: PlaygroundState;
}

/** The outcome of {@link decodeComparisonLink}: always two usable sides. */
export interface ComparisonDecodeResult {
  a: ComparisonSide;
  b: ComparisonSide;
  /** Fields dropped or reset while restoring each side. */
  repairs: { a: StateRepair[]; b: StateRepair[] };
  error: ShareDecodeError | null;
}

function diffOf(state: PlaygroundState): unknown {
  return diffAgainstDefaults(state, createDefaultPlaygroundState(), PLAYGROUND_STATE_RULES) ?? {};
}

/** The payload of a comparison link between `a` and `b`. */
export function encodeComparison(a: ComparisonSide, b: ComparisonSide): string {
  return packSharePayload({
    v: PLAYGROUND_STATE_VERSION,
    a: { n: a.name.slice(0, MAX_SIDE_NAME), d: diffOf(a.state) },
    b: { n: b.name.slice(0, MAX_SIDE_NAME), d: diffOf(b.state) },
  });
}

/** `baseUrl` with its fragment replaced by `#cmp=<payload>`. */
export function buildComparisonUrl(baseUrl: string, a: ComparisonSide, b: ComparisonSide): string {
  const hashAt = baseUrl.indexOf('#');
  const base = hashAt >= 0 ? baseUrl.slice(0, hashAt) : baseUrl;
  return `${base}#${COMPARE_FRAGMENT_KEY}=${encodeComparison(a, b)}`;
}

/** The payload of a `#cmp=…` fragment, or null when the fragment has none. */
export function readComparisonFragment(hash: string): string | null {
  return readFragmentParam(hash, COMPARE_FRAGMENT_KEY);
}

function failed(error: ShareDecodeError): ComparisonDecodeResult {
  const side = (name: string) => ({ name, state: createDefaultPlaygroundState() });
  return { a: side('A'), b: side('B'), repairs: { a: [], b: [] }, error };
}

function restoreSide(
  raw: unknown,
  version: number,
  fallbackName: string,
): { side: ComparisonSide; repairs: StateRepair[] } {
  const entry = isPlainObject(raw) ? raw : {};
  const name =
    typeof entry['n'] === 'string' && entry['n'].trim() !== ''
      ? entry['n'].slice(0, MAX_SIDE_NAME)
      : fallbackName;
  const { state, repairs } = restorePlaygroundState(
    migratePlaygroundState(entry['d'] ?? {}, version),
  );
  return { side: { name, state }, repairs };
}

/**
 * Decodes a comparison link, its `#cmp=…` fragment or a bare payload. Never throws: broken
 * data yields two default sides and an `error`; damaged fields are repaired and listed.
 */
export function decodeComparisonLink(text: string): ComparisonDecodeResult {
  if (typeof text !== 'string' || text.trim() === '') {
    return failed(shareError('empty', 'No comparison link was given.'));
  }
  if (text.length > MAX_SHARE_INFLATED_BYTES) {
    return failed(
      shareError('too-large', `The text is ${text.length} characters long; it was not opened.`),
    );
  }
  const compact = text.replace(/\s+/g, '');
  const hashAt = compact.indexOf('#');
  const payload = readComparisonFragment(hashAt >= 0 ? compact.slice(hashAt) : compact) ?? compact;
  if (payload === '') return failed(shareError('empty', 'The comparison link holds no data.'));
  const unpacked = unpackSharePayload(payload);
  if (unpacked.error) return failed(unpacked.error);
  const value = unpacked.value;
  if (!isPlainObject(value) || !Object.hasOwn(value, 'a') || !Object.hasOwn(value, 'b')) {
    return failed(
      shareError('not-share-data', 'The link data is JSON but not a Promptscope comparison.'),
    );
  }
  const version = value['v'];
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    return failed(
      shareError('unknown-version', 'The comparison link has no valid schema version.'),
    );
  }
  if (version > PLAYGROUND_STATE_VERSION) {
    return failed(
      shareError(
        'unknown-version',
        `The comparison was made by a newer Promptscope (schema v${version}); this one reads up to v${PLAYGROUND_STATE_VERSION}.`,
      ),
    );
  }
  const a = restoreSide(value['a'], version, 'A');
  const b = restoreSide(value['b'], version, 'B');
  return { a: a.side, b: b.side, repairs: { a: a.repairs, b: b.repairs }, error: null };
}
