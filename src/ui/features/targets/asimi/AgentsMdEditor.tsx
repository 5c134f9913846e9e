import {
  ASIMI_PROJECT_CONTEXT_FILE,
  ASIMI_SAMPLE_AGENTS_MD,
  normalizeWorkspacePath,
} from '../../../../core';
import { MonacoEditor } from '../../../monaco/MonacoEditor';
import { useConfig } from '../../../store/configStore';
import { useWriteWorkspaceFile } from '../../../store/useWriteWorkspaceFile';

/** The workspace's `<cwd>/AGENTS.md`, the project context Asimi wraps in its markers. */
export function AgentsMdEditor() {
  const cwd = useConfig((c) => c.asimi.cwd);
  const path = normalizeWorkspacePath(`${cwd}/${ASIMI_PROJECT_CONTEXT_FILE}`);
  const content = useConfig((c) => c.workspace.files[path]);
  const writeFile = useWriteWorkspaceFile();
  if (content === undefined) {
    return (
      <div className="target-callout" role="status">
        <p>
          No <code>{path}</code>: the project context block is left out.
        </p>
        <button
          type="button"
          className="btn"
          onClick={() => writeFile(path, ASIMI_SAMPLE_AGENTS_MD)}
        >
          Create an example AGENTS.md
        </button>
      </div>
    );
  }
  return (
    <>
      <p className="field-hint">
        <code>{path}</code>, {content.length.toLocaleString('en-US')} characters.{' '}
        <button type="button" className="btn-link" onClick={() => writeFile(path, null)}>
          Remove the file
        </button>
      </p>
      <div className="target-editor-box">
        <MonacoEditor
          value={content}
          language="markdown"
          ariaLabel={`Project context ${path}`}
          testId="asimi-agents-editor"
          onChange={(text) => writeFile(path, text, `file:${path}`)}
        />
      </div>
    </>
  );
}
