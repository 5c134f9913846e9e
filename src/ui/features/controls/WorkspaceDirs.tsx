import { useState } from 'react';
import { normalizeWorkspacePath } from '../../../core';
import { useConfig, useConfigStore } from '../../store/configStore';
import { WorkspaceTree } from './WorkspaceTree';

/** Workspace directories (the first is the working directory), each with its file tree. */
export function WorkspaceDirs() {
  const dirs = useConfig((c) => c.environment.workspaceDirs);
  const cwd = useConfig((c) => c.gemini.cwd);
  const patch = useConfigStore((s) => s.patch);
  const [draft, setDraft] = useState('');
  const candidate = draft.trim() ? normalizeWorkspacePath(draft.trim()) : '';
  const canAdd = candidate !== '' && !dirs.includes(candidate);
  return (
    <div className="field">
      <span className="field-label">Workspace directories</span>
      {dirs[0] !== undefined && dirs[0] !== cwd && (
        <p className="field-hint warn-text">
          The first directory differs from the working directory ({cwd}); the CLI starts with cwd.
        </p>
      )}
      <ol className="dir-list" aria-label="Workspace directories">
        {dirs.map((dir, i) => (
          <li key={dir} className="dir-item">
            <div className="dir-head">
              <span className="mono">{dir}</span>
              <button
                type="button"
                className="btn btn-small"
                aria-label={`Remove workspace directory ${dir}`}
                disabled={dirs.length === 1}
                onClick={() =>
                  patch('environment', { workspaceDirs: dirs.filter((_, j) => j !== i) })
                }
              >
                Remove
              </button>
            </div>
            <WorkspaceTree dir={dir} />
          </li>
        ))}
      </ol>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!canAdd) return;
          patch('environment', { workspaceDirs: [...dirs, candidate] });
          setDraft('');
        }}
      >
        <input
          className="field-input mono"
          aria-label="New workspace directory"
          placeholder="/home/user/other-project"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="btn btn-small" disabled={!canAdd}>
          Add directory
        </button>
      </form>
    </div>
  );
}
