import { STATE_SNAPSHOT_ELEMENTS } from '../prompt';

/** One element of a `<state_snapshot>` (`STATE_SNAPSHOT_ELEMENTS` of the prompt folder). */
export type StateSnapshotElement = (typeof STATE_SNAPSHOT_ELEMENTS)[number];

/** A parsed `<state_snapshot>`. */
export interface StateSnapshot {
  /** The whole block, tags included. */
  raw: string;
  /** Trimmed inner text of each element; `''` when absent. */
  elements: Record<StateSnapshotElement, string>;
  /** Elements the block does not contain. */
  missing: StateSnapshotElement[];
}

/**
 * The last complete `<state_snapshot>…</state_snapshot>` block in `text` (a model answer may
 * carry a scratchpad first), split into its elements; `null` when there is none.
 */
export function extractStateSnapshot(text: string): StateSnapshot | null {
  const end = text.lastIndexOf('</state_snapshot>');
  if (end < 0) return null;
  const start = text.lastIndexOf('<state_snapshot>', end);
  if (start < 0) return null;
  const raw = text.slice(start, end + '</state_snapshot>'.length);
  const elements = {} as Record<StateSnapshotElement, string>;
  const missing: StateSnapshotElement[] = [];
  for (const name of STATE_SNAPSHOT_ELEMENTS) {
    const match = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(raw);
    elements[name] = match ? (match[1] ?? '').trim() : '';
    if (!match) missing.push(name);
  }
  return { raw, elements, missing };
}
