/** The footer of a dialog whose only action is closing it. */
export function DoneActions({ onClose }: { onClose: () => void }) {
  return (
    <div className="share-dialog-actions">
      <span className="share-spacer" />
      <button type="button" className="btn btn-primary" onClick={onClose}>
        Done
      </button>
    </div>
  );
}
