/** Snapshots in local storage: their own key, restored and repaired like the configuration. */
import { describeBytes, restoreSnapshots, toSnapshotFile, type Snapshot } from '../../core';
import { STORAGE_MAX_CHARS, textChars } from './persistence';

export const SNAPSHOTS_STORAGE_KEY = 'promptscope:snapshots';
/** Where an unreadable stored list is moved, so starting afresh never destroys it. */
export const DAMAGED_SNAPSHOTS_KEY = 'promptscope:snapshots:damaged';

/** The restored list and the notices to show about it. */
export interface LoadedSnapshots {
  snapshots: Snapshot[];
  notices: string[];
}

function keepDamaged(raw: string): string {
  try {
    localStorage.setItem(DAMAGED_SNAPSHOTS_KEY, raw);
    return ` The unreadable data was kept in this browser under “${DAMAGED_SNAPSHOTS_KEY}”.`;
  } catch {
    return '';
  }
}

/** Reads the saved snapshots; broken data is repaired or set aside, never a blank page. */
export function loadSnapshots(): LoadedSnapshots {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(SNAPSHOTS_STORAGE_KEY);
  } catch {
    return { snapshots: [], notices: [] };
  }
  if (raw === null) return { snapshots: [], notices: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {
      snapshots: [],
      notices: [`Your saved snapshots could not be read (not valid JSON).${keepDamaged(raw)}`],
    };
  }
  const { snapshots, problems } = restoreSnapshots(parsed);
  if (problems.length === 0) return { snapshots, notices: [] };
  const kept = snapshots.length === 0 ? keepDamaged(raw) : '';
  const shown = problems.slice(0, 3).join(' ');
  return {
    snapshots,
    notices: [
      `Some saved snapshots were damaged and repaired: ${shown}${problems.length > 3 ? ' …' : ''}${kept}`,
    ],
  };
}

/** Writes the list; returns why storage refused it, or null. */
export function saveSnapshots(snapshots: readonly Snapshot[]): string | null {
  const chars = textChars(snapshots);
  if (chars > STORAGE_MAX_CHARS) {
    return `they hold ${describeBytes(chars)} of text, more than browsers keep for a site`;
  }
  try {
    localStorage.setItem(SNAPSHOTS_STORAGE_KEY, JSON.stringify(toSnapshotFile(snapshots)));
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
