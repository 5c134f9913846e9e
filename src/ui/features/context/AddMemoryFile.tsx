import { useState } from 'react';
import { useConfig, useConfigStore } from '../../store/configStore';
import { newFileProblem, suggestMemoryPath } from './paths';

const STARTER = '# Project notes\n\n- \n';

/**
 * Adds a file to the virtual workspace (a GEMINI.md, or a file one imports) and switches the
 * prompt to discovered memory, in one undo step; then opens it for editing.
 */
export function AddMemoryFile({ onAdded }: { onAdded: (path: string) => void }) {
  const cwd = useConfig((c) => c.gemini.cwd);
  const files = useConfig((c) => c.workspace.files);
  const update = useConfigStore((s) => s.update);
  const [draft, setDraft] = useState<string | null>(null);
  const raw = draft ?? suggestMemoryPath(cwd, files);
  const path = raw.trim();
  const problem = path === '' ? 'Type a path.' : newFileProblem(path, files);
  const isMemoryName = /(^|\/)GEMINI\.md$/.test(path);

  const add = () => {
    if (problem) return;
    update((config) => ({
      ...config,
      gemini: { ...config.gemini, memorySource: 'discovered' },
      workspace: {
        ...config.workspace,
        files: { ...config.workspace.files, [path]: isMemoryName ? STARTER : '' },
      },
    }));
    setDraft(null);
    onAdded(path);
  };

  return (
    <form
      className="ctx-add-file"
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <label className="ctx-field">
        <span>New file path</span>
        <input
          type="text"
          value={raw}
          spellCheck={false}
          aria-invalid={problem !== null}
          aria-describedby="ctx-add-file-hint"
          onChange={(event) => setDraft(event.target.value)}
        />
      </label>
      <button type="submit" className="btn" disabled={problem !== null}>
        Add file
      </button>
      <p id="ctx-add-file-hint" className={problem ? 'ctx-note ctx-warn' : 'ctx-note'}>
        {problem ??
          (isMemoryName
            ? 'Discovery finds it by name; @./other.md lines in it import more files.'
            : 'Only read when a GEMINI.md imports it with @path.')}
      </p>
    </form>
  );
}
