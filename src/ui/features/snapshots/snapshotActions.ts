/** What the snapshot controls do: save (and count), restore, export and import. */
import { segmentText, toSnapshotFile, type Snapshot } from '../../../core';
import { systemPromptOf } from '../../components/configPrompt';
import { downloadText } from '../../lib/download';
import { useConfigStore } from '../../store/configStore';
import { useSnapshotStore } from '../../store/snapshotStore';
import { useUiStore } from '../../store/uiStore';
import { chunkForCounting } from '../../../core';
import { countInWorker } from '../../../workers/tokenCount/client';

/** Largest snapshot file read (the whole list of a full browser storage fits well under it). */
export const MAX_SNAPSHOT_FILE_BYTES = 12 * 1024 * 1024;

/** The snapshot actions' notices replace each other instead of stacking up. */
function notice(tone: 'info' | 'warning' | 'error' | 'success', text: string): void {
  useUiStore.getState().pushNotice(tone, text, { key: 'snapshots' });
}

/** Snapshots whose count this page has started: each is counted once per visit. */
const countStarted = new Set<string>();

/** Counts the snapshot's Gemini CLI prompt with the meter's encoding, in the worker. */
async function countSnapshot(snapshot: Snapshot): Promise<void> {
  if (snapshot.config.target !== 'gemini' || countStarted.has(snapshot.id)) return;
  countStarted.add(snapshot.id);
  const rendered = systemPromptOf(snapshot.config);
  if (rendered.error) return;
  const encoding = snapshot.config.tokens.encoding;
  const pieces = segmentText(rendered.text, rendered.sections).map((s) => chunkForCounting(s.text));
  try {
    const { counts } = await countInWorker(encoding, pieces);
    const total = counts.reduce((sum, n) => sum + n, 0);
    useSnapshotStore.getState().setTokens(snapshot.id, { total, encoding });
  } catch {
    // The list shows "not counted"; the compare view counts again anyway.
  }
}

/**
 * Counts the listed Gemini CLI snapshots that have no total yet: one saved just before the page
 * was closed or reloaded, or stored by a browser whose counter failed, is counted when it is
 * shown again instead of staying "not counted".
 */
export function countUncountedSnapshots(snapshots: readonly Snapshot[]): void {
  for (const snapshot of snapshots) if (!snapshot.tokens) void countSnapshot(snapshot);
}

/** Saves the current configuration under `name`; says so, or why not. */
export function saveSnapshot(name: string): Snapshot | null {
  const config = useConfigStore.getState().config;
  const snapshot = useSnapshotStore.getState().add(config, name);
  if (!snapshot) {
    notice('warning', 'The snapshot list is full: delete or export some snapshots first.');
    return null;
  }
  const error = useSnapshotStore.getState().saveError;
  notice(
    error ? 'warning' : 'success',
    error
      ? `Snapshot “${snapshot.name}” is kept for this session but could not be stored in this browser (${error}). Export your snapshots to keep them.`
      : `Saved snapshot “${snapshot.name}”.`,
  );
  void countSnapshot(snapshot);
  return snapshot;
}

/** Replaces the configuration with a snapshot's (undoable like any change). */
export function restoreSnapshot(snapshot: Snapshot): void {
  useConfigStore.getState().replace(snapshot.config);
  notice('info', `Restored “${snapshot.name}”. Undo (Ctrl+Z) brings your previous work back.`);
}

/** Downloads every snapshot as one `.json` file. */
export function exportSnapshots(snapshots: readonly Snapshot[]): void {
  const text = JSON.stringify(toSnapshotFile(snapshots), null, 2);
  downloadText('promptscope-snapshots.json', text, 'application/json');
}

/** Reads an exported snapshot file and merges it into the list, reporting what happened. */
export async function importSnapshotsFile(file: File): Promise<void> {
  if (file.size > MAX_SNAPSHOT_FILE_BYTES) {
    notice('error', `${file.name} is too large (${file.size} bytes) to be a snapshot file.`);
    return;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.text());
  } catch {
    notice('error', `${file.name} is not a snapshot file: it is not valid JSON.`);
    return;
  }
  const { added, message, problems } = useSnapshotStore.getState().importFile(parsed);
  if (added === 0 && !message.startsWith('Imported')) {
    notice('error', `${file.name}: ${message}`);
    return;
  }
  notice(added > 0 ? 'success' : 'info', message);
  if (problems.length > 0) {
    notice('warning', `Some imported snapshots were repaired: ${problems.slice(0, 3).join(' ')}`);
  }
}
