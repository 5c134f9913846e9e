import {
  loadProviderProjectInstructions,
  normalizeWorkspacePath,
  PROVIDER_PROJECT_INSTRUCTION_FILES,
} from '../../../../core';
import { MonacoEditor } from '../../../monaco/MonacoEditor';
import { useConfig } from '../../../store/configStore';
import { useWriteWorkspaceFile } from '../../../store/useWriteWorkspaceFile';

const STARTER = '# Project instructions\n\n- Run the tests before you finish.\n';

/**
 * Project instructions the shim loads from the workspace, first match wins: `CLAUDE.md`,
 * `.claude/CLAUDE.md`, `claude.md`. Shows which candidate was loaded and edits that file.
 */
export function ProjectInstructionsControl() {
  const cwd = useConfig((c) => c.providers.cwd);
  const files = useConfig((c) => c.workspace.files);
  const writeFile = useWriteWorkspaceFile();
  const loaded = loadProviderProjectInstructions(cwd, files);
  return (
    <>
      <ol className="target-candidates" aria-label="Project instruction files, in lookup order">
        {PROVIDER_PROJECT_INSTRUCTION_FILES.map((relative) => {
          const path = normalizeWorkspacePath(`${cwd}/${relative}`);
          const exists = files[path] !== undefined;
          const isLoaded = loaded.path === path;
          return (
            <li key={relative} data-testid={`instructions-${relative}`}>
              <code>{relative}</code>{' '}
              {isLoaded ? (
                <strong className="target-ok">loaded</strong>
              ) : exists ? (
                <span className="muted-inline">present, shadowed by an earlier file</span>
              ) : (
                <>
                  <span className="muted-inline">missing</span>{' '}
                  <button
                    type="button"
                    className="btn-link"
                    onClick={() => writeFile(path, STARTER)}
                  >
                    create
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ol>
      {loaded.path === null ? (
        <p className="field-hint">No instructions file: the prompt leaves the section out.</p>
      ) : (
        <>
          <p className="field-hint">
            Editing <code>{loaded.path}</code> ({loaded.content.length.toLocaleString('en-US')}{' '}
            characters; over 10,000 are truncated when a prompt must shrink).{' '}
            <button
              type="button"
              className="btn-link"
              onClick={() => writeFile(loaded.path ?? '', null)}
            >
              Remove the file
            </button>
          </p>
          <div className="target-editor-box">
            <MonacoEditor
              value={loaded.content}
              language="markdown"
              ariaLabel={`Project instructions ${loaded.path}`}
              testId="providers-instructions-editor"
              onChange={(text) => writeFile(loaded.path ?? '', text, `file:${loaded.path}`)}
            />
          </div>
        </>
      )}
    </>
  );
}
