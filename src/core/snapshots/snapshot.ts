/**
 * Snapshots: named copies of the whole playground configuration kept in the browser. The
 * stored list is untrusted (another tab, an old version, a hand-edited export), so it is
 * restored entry by entry with the playground state's own repair rules.
 */
import { hasControlCharacters, showControlCharacters } from '../security/controlCharacters';
import { PLAYGROUND_STATE_VERSION } from '../state/migrations';
import type { PlaygroundState } from '../state/playgroundState';
import { checkSchemaVersion, readVersionedState } from '../state/readVersionedState';
import { isPlainObject } from '../state/values';

/** One saved configuration. */
export interface Snapshot {
  id: string;
  name: string;
  /** When it was saved, as an ISO 8601 time. */
  createdAt: string;
  config: PlaygroundState;
  /** Total prompt tokens when saved, with the encoding that counted them (null: not counted). */
  tokens: { total: number; encoding: string } | null;
}

/** The stored and exported form of a snapshot list. */
export interface SnapshotFile {
  format: typeof SNAPSHOT_FILE_FORMAT;
  /** The playground state schema the configurations are written with. */
  stateVersion: number;
  snapshots: Snapshot[];
}

/** Marks a snapshot export (and the stored list) as ours. */
export const SNAPSHOT_FILE_FORMAT = 'promptscope-snapshots';
/** Longest snapshot name kept. */
export const MAX_SNAPSHOT_NAME = 120;
/** Most snapshots kept in one list. */
export const MAX_SNAPSHOTS = 200;

const ID_PATTERN = /^[\w-]{1,64}$/;
/** The fields of a stored snapshot this build reads. */
const SNAPSHOT_FIELDS = new Set(['id', 'name', 'createdAt', 'config', 'tokens']);

/** The result of {@link restoreSnapshots}: usable snapshots and what was wrong. */
export interface RestoredSnapshots {
  snapshots: Snapshot[];
  /** One sentence per problem found, in list order. */
  problems: string[];
}

/** The list in its stored and exported form. */
export function toSnapshotFile(snapshots: readonly Snapshot[]): SnapshotFile {
  return {
    format: SNAPSHOT_FILE_FORMAT,
    stateVersion: PLAYGROUND_STATE_VERSION,
    snapshots: [...snapshots],
  };
}

function restoreTokens(raw: unknown): Snapshot['tokens'] {
  if (!isPlainObject(raw)) return null;
  const { total, encoding } = raw;
  if (typeof total !== 'number' || !Number.isInteger(total) || total < 0) return null;
  return typeof encoding === 'string' && encoding.length <= 40 ? { total, encoding } : null;
}

function restoreOne(
  raw: unknown,
  index: number,
  stateVersion: number,
): { snapshot: Snapshot | null; problem: string | null } {
  const where = `Snapshot ${index + 1}`;
  if (!isPlainObject(raw))
    return { snapshot: null, problem: `${where} is not a snapshot; it was dropped.` };
  const rawName =
    typeof raw['name'] === 'string' && raw['name'].trim() !== ''
      ? raw['name']
      : `Snapshot ${index + 1}`;
  // A name is one line: control characters (a line break, bidi reordering) are kept as
  // visible escapes, and the repair says so (src/core/security/controlCharacters.ts).
  const nameHadControls = hasControlCharacters(rawName);
  const name = showControlCharacters(rawName).slice(0, MAX_SNAPSHOT_NAME);
  if (!isPlainObject(raw['config'])) {
    return {
      snapshot: null,
      problem: `${where} (“${name}”) has no configuration; it was dropped.`,
    };
  }
  const id =
    typeof raw['id'] === 'string' && ID_PATTERN.test(raw['id'])
      ? raw['id']
      : `restored-${index + 1}`;
  const time = typeof raw['createdAt'] === 'string' ? Date.parse(raw['createdAt']) : NaN;
  const createdAt = new Date(Number.isFinite(time) ? time : 0).toISOString();
  const { state, repairs } = readVersionedState({ version: stateVersion, state: raw['config'] });
  const tokens = restoreTokens(raw['tokens']);
  // Nothing is reset or dropped without a word: a newer build may have written it.
  const lost = [
    ...repairs.map((r) => r.path),
    ...(nameHadControls ? ['name'] : []),
    ...Object.keys(raw).filter((key) => !SNAPSHOT_FIELDS.has(key)),
    ...(raw['tokens'] !== undefined && raw['tokens'] !== null && tokens === null ? ['tokens'] : []),
    ...(raw['createdAt'] !== undefined && !Number.isFinite(time) ? ['createdAt'] : []),
  ];
  const problem =
    lost.length > 0
      ? `“${name}”: ${lost.length === 1 ? '1 setting was' : `${lost.length} settings were`} repaired (${lost
          .slice(0, 2)
          .join(', ')}${lost.length > 2 ? ', …' : ''}).`
      : null;
  return { snapshot: { id, name, createdAt, config: state, tokens }, problem };
}

/**
 * Restores a stored or imported snapshot list. Never throws: a value that is not a list
 * gives none, broken entries are dropped and damaged configurations repaired field by
 * field, each with a sentence in `problems`. Duplicate ids get fresh ones.
 */
export function restoreSnapshots(raw: unknown): RestoredSnapshots {
  const problems: string[] = [];
  const file = isPlainObject(raw) ? raw : null;
  if (file?.['format'] !== SNAPSHOT_FILE_FORMAT || !Array.isArray(file['snapshots'])) {
    return { snapshots: [], problems: ['The data is not a Promptscope snapshot list.'] };
  }
  const check = checkSchemaVersion(file['stateVersion']);
  if (check.status === 'unreadable') {
    return { snapshots: [], problems: ['The snapshot list has no valid schema version.'] };
  }
  if (check.status === 'newer') {
    return {
      snapshots: [],
      problems: [
        `The snapshots were written by a newer Promptscope (schema ${check.version}); this one reads up to ${PLAYGROUND_STATE_VERSION}.`,
      ],
    };
  }
  const stateVersion = check.version;
  const entries = file['snapshots'] as unknown[];
  if (entries.length > MAX_SNAPSHOTS) {
    problems.push(`Only the first ${MAX_SNAPSHOTS} of ${entries.length} snapshots were kept.`);
  }
  const snapshots: Snapshot[] = [];
  const ids = new Set<string>();
  entries.slice(0, MAX_SNAPSHOTS).forEach((entry, index) => {
    const { snapshot, problem } = restoreOne(entry, index, stateVersion);
    if (problem) problems.push(problem);
    if (!snapshot) return;
    let id = snapshot.id;
    for (let n = 2; ids.has(id); n += 1) id = `${snapshot.id.slice(0, 56)}-${n}`;
    ids.add(id);
    snapshots.push({ ...snapshot, id });
  });
  return { snapshots, problems };
}
