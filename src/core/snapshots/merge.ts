/** Merging imported snapshots into a list: nothing is ever silently overwritten. */
import { jsonEqual } from '../state/values';
import { MAX_SNAPSHOT_NAME, MAX_SNAPSHOTS, type Snapshot } from './snapshot';

/** What a merge did, for the message the user sees. */
export interface SnapshotMerge {
  snapshots: Snapshot[];
  added: number;
  /** Imported snapshots already in the list (same id, name and configuration): skipped. */
  alreadyPresent: number;
  /** Imported snapshots kept beside one with the same id or name, under a new name. */
  keptBoth: { from: string; to: string }[];
  /** Imported snapshots left out because the list is full. */
  overLimit: number;
}

function freeName(name: string, taken: Set<string>): string {
  const base = name.slice(0, MAX_SNAPSHOT_NAME - 12);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? `${base} (imported)` : `${base} (imported ${n})`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Adds `incoming` after `existing`. An exact copy of a snapshot already there is skipped; a
 * snapshot whose id or name is taken is kept as well, under a fresh id (`newId`) and a name
 * marked "(imported)", and listed in `keptBoth`.
 */
export function mergeSnapshots(
  existing: readonly Snapshot[],
  incoming: readonly Snapshot[],
  newId: () => string,
): SnapshotMerge {
  const result: SnapshotMerge = {
    snapshots: [...existing],
    added: 0,
    alreadyPresent: 0,
    keptBoth: [],
    overLimit: 0,
  };
  const ids = new Set(existing.map((s) => s.id));
  const names = new Set(existing.map((s) => s.name));
  for (const snapshot of incoming) {
    const same = result.snapshots.find((s) => s.id === snapshot.id);
    if (same && same.name === snapshot.name && jsonEqual(same.config, snapshot.config)) {
      result.alreadyPresent += 1;
      continue;
    }
    if (result.snapshots.length >= MAX_SNAPSHOTS) {
      result.overLimit += 1;
      continue;
    }
    let next = snapshot;
    if (ids.has(snapshot.id) || names.has(snapshot.name)) {
      let id = newId();
      while (ids.has(id)) id = newId();
      next = { ...snapshot, id, name: freeName(snapshot.name, names) };
      result.keptBoth.push({ from: snapshot.name, to: next.name });
    }
    ids.add(next.id);
    names.add(next.name);
    result.snapshots.push(next);
    result.added += 1;
  }
  return result;
}

/** One sentence describing a merge, e.g. "Imported 3 snapshots; 1 kept beside …". */
export function describeMerge(merge: SnapshotMerge): string {
  const parts = [`Imported ${merge.added} snapshot${merge.added === 1 ? '' : 's'}`];
  if (merge.keptBoth.length > 0) {
    const shown = merge.keptBoth
      .slice(0, 3)
      .map((k) => `“${k.from}” kept as “${k.to}”`)
      .join(', ');
    parts.push(
      `${merge.keptBoth.length} had the name or id of one you have, so both were kept: ${shown}${merge.keptBoth.length > 3 ? ', …' : ''}`,
    );
  }
  if (merge.alreadyPresent > 0)
    parts.push(`${merge.alreadyPresent} already in your list (skipped)`);
  if (merge.overLimit > 0) parts.push(`${merge.overLimit} left out: the list is full`);
  return `${parts.join('; ')}.`;
}
