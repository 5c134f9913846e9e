/**
 * Comparison links: `#cmp=<payload>` carries two configurations, each as its difference from
 * the defaults (as `#s=` links do), with the names of the two sides. Decoding never throws and
 * applies the same size limits and field-by-field repair as share links.
 */
import {
  checkSchemaVersion,
  createDefaultPlaygroundState,
  MAX_STATE_TEXT_LENGTH,
  PLAYGROUND_STATE_RULES,
  PLAYGROUND_STATE_VERSION,
  readVersionedState,
  type PlaygroundState,
  type StateRepair,
} from '../state';
import { configInCliVersion } from '../state/versionSwitch';
import { isPlainObject } from '../state/values';
import { diffAgainstDefaults } from './diff';
import { shareError, type ShareDecodeError } from './errors';
import { MAX_SHARE_INFLATED_BYTES } from './limits';
import { packSharePayload, unpackSharePayload } from './payload';
import { COMPARE_FRAGMENT_KEY, readComparisonFragment } from './shareUrl';

const MAX_SIDE_NAME = 120;

/**
 * Where a side comes from when it is not a plain configuration: another side's configuration
 * switched to the other CLI version (`from` is the configuration before the switch), or an
 * imported system prompt (a file: no configuration behind it).
 */
export type ComparisonSideSource =
  | { kind: 'other-version'; from: PlaygroundState }
  | { kind: 'imported'; text: string; fileName: string; disabledSpans: string[] };

/** One side of a comparison link. */
export interface ComparisonSide {
  name: string;
  /** The configuration shown (for an imported side: the defaults, not used). */
  state: PlaygroundState;
  /** Absent for a plain configuration (every link made before other kinds existed). */
  source?: ComparisonSideSource;
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

/**
 * One side in the payload: `{n, d}` for a configuration (as before side kinds existed);
 * `{n, k: 'version', c, d}` for the configuration `d` switched to CLI version `c`;
 * `{n, k: 'imported', t, f, x?}` for an imported prompt's text, file name and parts off.
 */
function encodeSide(side: ComparisonSide): Record<string, unknown> {
  const n = side.name.slice(0, MAX_SIDE_NAME);
  const source = side.source;
  if (source?.kind === 'other-version') {
    return { n, k: 'version', c: side.state.gemini.cliVersion, d: diffOf(source.from) };
  }
  if (source?.kind === 'imported') {
    const x = source.disabledSpans.length > 0 ? { x: source.disabledSpans } : {};
    return { n, k: 'imported', t: source.text, f: source.fileName, ...x };
  }
  return { n, d: diffOf(side.state) };
}

/** The payload of a comparison link between `a` and `b`. */
export function encodeComparison(a: ComparisonSide, b: ComparisonSide): string {
  return packSharePayload({ v: PLAYGROUND_STATE_VERSION, a: encodeSide(a), b: encodeSide(b) });
}

/** `baseUrl` with its fragment replaced by `#cmp=<payload>`. */
export function buildComparisonUrl(baseUrl: string, a: ComparisonSide, b: ComparisonSide): string {
  const hashAt = baseUrl.indexOf('#');
  const base = hashAt >= 0 ? baseUrl.slice(0, hashAt) : baseUrl;
  return `${base}#${COMPARE_FRAGMENT_KEY}=${encodeComparison(a, b)}`;
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
  if (entry['k'] === 'imported') return { side: importedSide(name, entry), repairs: [] };
  const { state, repairs } = readVersionedState({ version, state: entry['d'] ?? {} });
  // Links made before releases were named by their version say `v0.61`.
  const target = entry['c'] === 'v0.61' ? '0.61.0' : entry['c'];
  if (entry['k'] === 'version' && (target === '2026-02' || target === '0.61.0')) {
    const switched = configInCliVersion(state, target).state;
    return {
      side: { name, state: switched, source: { kind: 'other-version', from: state } },
      repairs,
    };
  }
  return { side: { name, state }, repairs };
}

/** An imported side; a missing or oversized text is refused (see the caller). */
function importedSide(name: string, entry: Record<string, unknown>): ComparisonSide {
  const text = entry['t'];
  if (typeof text !== 'string' || text === '' || text.length > MAX_STATE_TEXT_LENGTH) {
    throw new TypeError('The comparison link’s imported prompt is missing or too long.');
  }
  const fileName = typeof entry['f'] === 'string' ? entry['f'].slice(0, MAX_SIDE_NAME) : '';
  const off = Array.isArray(entry['x']) ? entry['x'] : [];
  const disabledSpans = off.filter((id): id is string => typeof id === 'string');
  return {
    name,
    state: createDefaultPlaygroundState(),
    source: { kind: 'imported', text, fileName, disabledSpans },
  };
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
  // One version for both sides: checked here once, each side's state read with it.
  const check = checkSchemaVersion(value['v']);
  if (check.status === 'unreadable') {
    return failed(
      shareError('unknown-version', 'The comparison link has no valid schema version.'),
    );
  }
  if (check.status === 'newer') {
    return failed(
      shareError(
        'unknown-version',
        `The comparison was made by a newer Promptscope (schema v${check.version}); this one reads up to v${PLAYGROUND_STATE_VERSION}.`,
      ),
    );
  }
  const version = check.version;
  let a: ReturnType<typeof restoreSide>;
  let b: ReturnType<typeof restoreSide>;
  try {
    a = restoreSide(value['a'], version, 'A');
    b = restoreSide(value['b'], version, 'B');
  } catch (error) {
    return failed(shareError('not-share-data', (error as Error).message));
  }
  return { a: a.side, b: b.side, repairs: { a: a.repairs, b: b.repairs }, error: null };
}
