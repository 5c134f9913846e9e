import { useState, type FormEvent } from 'react';
import { formatTokens, targetDisplayName, type Snapshot } from '../../../core';

interface SnapshotItemProps {
  snapshot: Snapshot;
  onRestore: () => void;
  onCompare: () => void;
  onRename: (name: string) => void;
  onDelete: () => void;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One snapshot: name, target, date and total tokens, with its actions. */
export function SnapshotItem({
  snapshot,
  onRestore,
  onCompare,
  onRename,
  onDelete,
}: SnapshotItemProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(snapshot.name);
  const save = (event: FormEvent) => {
    event.preventDefault();
    onRename(draft);
    setEditing(false);
  };
  const tokens = snapshot.tokens
    ? `${formatTokens(snapshot.tokens.total)} tokens`
    : snapshot.config.target === 'gemini'
      ? 'not counted'
      : 'no Gemini CLI prompt';
  return (
    <li className="snapshot-item" data-testid="snapshot-item">
      {editing ? (
        <form onSubmit={save} className="snapshot-rename">
          <input
            className="field-input"
            aria-label={`New name for ${snapshot.name}`}
            value={draft}
            maxLength={120}
            autoFocus
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.preventDefault();
                setDraft(snapshot.name);
                setEditing(false);
              }
            }}
          />
          <button type="submit" className="btn btn-small">
            Rename
          </button>
        </form>
      ) : (
        <p className="snapshot-name" data-testid="snapshot-name-text">
          {snapshot.name}
        </p>
      )}
      <p className="snapshot-meta">
        <span>{targetDisplayName(snapshot.config.target)}</span>
        <time dateTime={snapshot.createdAt}>{dateFormat.format(new Date(snapshot.createdAt))}</time>
        <span data-testid="snapshot-tokens">{tokens}</span>
      </p>
      <div className="snapshot-actions">
        <button
          type="button"
          className="btn btn-small"
          onClick={onRestore}
          aria-label={`Restore ${snapshot.name}`}
        >
          Restore
        </button>
        <button
          type="button"
          className="btn btn-small"
          onClick={onCompare}
          aria-label={`Compare ${snapshot.name} with the current work`}
        >
          Compare
        </button>
        {!editing && (
          <button
            type="button"
            className="btn btn-small"
            aria-label={`Rename ${snapshot.name}`}
            onClick={() => {
              setDraft(snapshot.name);
              setEditing(true);
            }}
          >
            Rename
          </button>
        )}
        <button
          type="button"
          className="btn btn-small btn-danger"
          onClick={onDelete}
          aria-label={`Delete ${snapshot.name}`}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
