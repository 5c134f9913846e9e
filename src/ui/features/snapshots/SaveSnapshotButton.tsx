import { useLayoutEffect, useState, type FormEvent } from 'react';
import './snapshots.css';
import { defaultSnapshotName } from '../../../core';
import { Modal } from '../../lib/Modal';
import { useConfigStore } from '../../store/configStore';
import { saveSnapshot } from './snapshotActions';

/** Asks for a name (prefilled with target, model and time) and saves the snapshot. */
function SaveSnapshotDialog({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState(() =>
    defaultSnapshotName(useConfigStore.getState().config, new Date()),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saveSnapshot(name)) onClose();
  };
  return (
    <Modal title="Save snapshot" onClose={onClose} testId="save-snapshot-dialog">
      <form onSubmit={submit}>
        <label className="field">
          <span className="field-label">Name</span>
          <input
            className="field-input"
            value={name}
            maxLength={120}
            data-autofocus
            data-testid="snapshot-name"
            onFocus={(e) => e.target.select()}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <p className="field-hint">
          Keeps the whole configuration in this browser. Compare it with later work in the Compare
          view.
        </p>
        <div className="snapshot-dialog-actions">
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" data-testid="confirm-save-snapshot">
            Save
          </button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * The header's "Save snapshot" button. Ctrl/Cmd+S opens it too, instead of the browser's
 * "save page" dialog.
 */
export function SaveSnapshotButton() {
  const [open, setOpen] = useState(false);
  // Attached in the commit that shows the header: a passive effect can run a moment after the
  // page is on screen, and a Ctrl+S pressed then would reach the browser's "save page" dialog.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      if (event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        className="btn"
        data-testid="save-snapshot"
        aria-keyshortcuts="Control+S Meta+S"
        title="Save snapshot (Ctrl+S)"
        onClick={() => setOpen(true)}
      >
        Save snapshot
      </button>
      {open && <SaveSnapshotDialog onClose={() => setOpen(false)} />}
    </>
  );
}
