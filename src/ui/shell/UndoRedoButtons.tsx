import { useConfigStore } from '../store/configStore';
import { undoShortcutLabels } from '../store/useUndoShortcuts';

/** Undo and redo of configuration changes, with their keyboard shortcuts shown. */
export function UndoRedoButtons() {
  const canUndo = useConfigStore((s) => s.past.length > 0);
  const canRedo = useConfigStore((s) => s.future.length > 0);
  const undo = useConfigStore((s) => s.undo);
  const redo = useConfigStore((s) => s.redo);
  const keys = undoShortcutLabels();
  return (
    <div className="undo-redo" role="group" aria-label="Undo and redo">
      <button
        type="button"
        className="btn"
        disabled={!canUndo}
        onClick={undo}
        aria-keyshortcuts={keys.undoAria}
        title={`Undo the last change (${keys.undo})`}
      >
        Undo <kbd>{keys.undo}</kbd>
      </button>
      <button
        type="button"
        className="btn"
        disabled={!canRedo}
        onClick={redo}
        aria-keyshortcuts={keys.redoAria}
        title={`Redo (${keys.redo})`}
      >
        Redo <kbd>{keys.redo}</kbd>
      </button>
    </div>
  );
}
