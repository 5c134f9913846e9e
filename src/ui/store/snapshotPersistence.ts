/** Snapshots in local storage: their own key, restored and repaired like the configuration. */
import { describeBytes, restoreSnapshots, toSnapshotFile, type Snapshot } from '../../core';
import { keepBackup } from './backups';
import { STORAGE_MAX_CHARS, textChars } from './persistence';

export const SNAPSHOTS_STORAGE_KEY = 'promptscope:snapshots';

/** The restored list and the notices to show about it. */
export interface LoadedSnapshots {
  snapshots: Snapshot[];
  notices: string[];
  /** The saved text as found when it was not read whole (offered as a download), else null. */
  download: string | null;
  /**
   * True when that text could not be backed up: it stays in place and the list is not saved
   * until the user has downloaded it or chosen to overwrite it.
   */
  holdSaves: boolean;
}

const nothing = (): LoadedSnapshots => ({
  snapshots: [],
  notices: [],
  download: null,
  holdSaves: false,
});

/**
 * A list that was not read whole is copied to the configuration's bounded backups
 * (`backups.ts`) before the next save overwrites it; when even that is impossible, saving is
 * held. Either way the text is offered for download.
 */
function setAside(raw: string, snapshots: Snapshot[], said: string): LoadedSnapshots {
  const backedUp = keepBackup(raw, 'snapshots not read whole');
  const kept = backedUp
    ? ' A copy of the saved list as it was is kept in this browser; download it to keep it elsewhere.'
    : ' There is no room to keep a copy, so the saved list is left untouched and changes to your snapshots are not saved until you download it or choose to overwrite it.';
  return { snapshots, notices: [`${said}${kept}`], download: raw, holdSaves: !backedUp };
}

/** Reads the saved snapshots; broken data is repaired or set aside, never a blank page. */
export function loadSnapshots(): LoadedSnapshots {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(SNAPSHOTS_STORAGE_KEY);
  } catch {
    return nothing();
  }
  if (raw === null) return nothing();
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return setAside(raw, [], 'Your saved snapshots could not be read (not valid JSON).');
  }
  const { snapshots, problems } = restoreSnapshots(parsed);
  if (problems.length === 0) return { ...nothing(), snapshots };
  const shown = problems.slice(0, 3).join(' ');
  return setAside(
    raw,
    snapshots,
    `Some saved snapshots were damaged and repaired: ${shown}${problems.length > 3 ? ' …' : ''}`,
  );
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
