import { useEffect, useRef } from 'react';
import { useUiStore } from '../../store/uiStore';
import { useSnapshotStore } from '../../store/snapshotStore';
import {
  countUncountedSnapshots,
  exportSnapshots,
  importSnapshotsFile,
  restoreSnapshot,
} from './snapshotActions';
import { SnapshotItem } from './SnapshotItem';
import './snapshots.css';

/**
 * The saved snapshots, newest last, with restore, compare, rename and delete (undoable), and
 * export to / import from one file.
 */
export function SnapshotList() {
  const snapshots = useSnapshotStore((s) => s.snapshots);
  const lastDeleted = useSnapshotStore((s) => s.lastDeleted);
  const saveError = useSnapshotStore((s) => s.saveError);
  const { rename, remove, undoRemove } = useSnapshotStore.getState();
  const setSources = useUiStore((s) => s.setSources);
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => countUncountedSnapshots(snapshots), [snapshots]);
  return (
    <section className="snapshot-list" aria-label="Snapshots" data-testid="snapshot-list">
      <h2>Snapshots</h2>
      {saveError && (
        <p className="snapshot-warning" role="alert">
          Snapshots could not be stored in this browser ({saveError}). They stay here for this
          session: export them to keep them.
        </p>
      )}
      {lastDeleted && (
        <p className="snapshot-undo" role="status">
          Deleted “{lastDeleted.snapshot.name}”.{' '}
          <button type="button" className="btn btn-small" onClick={undoRemove}>
            Undo
          </button>
        </p>
      )}
      {snapshots.length === 0 ? (
        <p className="muted">
          No snapshots yet. Save one with “Save snapshot” or Ctrl+S (⌘S) to compare later changes
          against it.
        </p>
      ) : (
        <ol className="snapshot-items">
          {snapshots.map((snapshot) => (
            <SnapshotItem
              key={snapshot.id}
              snapshot={snapshot}
              onRestore={() => restoreSnapshot(snapshot)}
              onCompare={() => setSources({ a: `snapshot:${snapshot.id}`, b: 'current' })}
              onRename={(name) => rename(snapshot.id, name)}
              onDelete={() => remove(snapshot.id)}
            />
          ))}
        </ol>
      )}
      <div className="snapshot-file-actions">
        <button
          type="button"
          className="btn btn-small"
          disabled={snapshots.length === 0}
          onClick={() => exportSnapshots(snapshots)}
        >
          Export all
        </button>
        <button type="button" className="btn btn-small" onClick={() => fileInput.current?.click()}>
          Import…
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          hidden
          data-testid="import-snapshots"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void importSnapshotsFile(file);
          }}
        />
      </div>
    </section>
  );
}
