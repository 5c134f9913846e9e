import { useMemo, useState } from 'react';
import { workspaceFolderStructure } from '../../../core';
import { useConfig, useConfigStore } from '../../store/configStore';
import { entriesUnder, withEntry, withoutEntry } from './workspaceEdits';

const MAX_LISTED = 150;

/** The files and folders under one workspace directory (add, remove) and its tree text. */
export function WorkspaceTree({ dir }: { dir: string }) {
  const files = useConfig((c) => c.workspace.files);
  const update = useConfigStore((s) => s.update);
  const [draft, setDraft] = useState('');
  const entries = useMemo(() => entriesUnder(files, dir), [files, dir]);
  const tree = useMemo(() => workspaceFolderStructure(files, dir), [files, dir]);
  const setFiles = (recipe: (f: typeof files) => typeof files) =>
    update((c) => {
      const next = recipe(c.workspace.files);
      return next === c.workspace.files ? c : { ...c, workspace: { ...c.workspace, files: next } };
    });
  const add = (isFolder: boolean) => {
    setFiles((f) => withEntry(f, dir, draft, isFolder));
    setDraft('');
  };
  return (
    <div className="workspace-tree">
      <ul className="entry-list" aria-label={`Files in ${dir}`}>
        {entries.slice(0, MAX_LISTED).map((e) => (
          <li key={e.key}>
            <span className="mono">{e.relative}</span>
            <button
              type="button"
              className="btn btn-ghost btn-small"
              aria-label={`Remove ${e.relative} from ${dir}`}
              onClick={() => setFiles((f) => withoutEntry(f, e.key))}
            >
              ×
            </button>
          </li>
        ))}
        {entries.length === 0 && <li className="field-hint">No files yet.</li>}
        {entries.length > MAX_LISTED && (
          <li className="field-hint">…and {entries.length - MAX_LISTED} more.</li>
        )}
      </ul>
      <div className="inline-form">
        <input
          className="field-input mono"
          aria-label={`New path under ${dir}`}
          placeholder="src/new-file.ts"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button
          type="button"
          className="btn btn-small"
          disabled={!draft.trim()}
          onClick={() => add(false)}
        >
          Add file
        </button>
        <button
          type="button"
          className="btn btn-small"
          disabled={!draft.trim()}
          onClick={() => add(true)}
        >
          Add folder
        </button>
      </div>
      <details className="tree-text">
        <summary>Folder structure as the first message shows it</summary>
        <pre className="mono" data-testid="workspace-tree-text">
          {tree}
        </pre>
      </details>
    </div>
  );
}
