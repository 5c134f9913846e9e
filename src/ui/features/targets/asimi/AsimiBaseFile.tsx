import { renderAsimiBuiltinPrompt } from '../../../../core';
import { MonacoEditor } from '../../../monaco/MonacoEditor';
import { useConfig } from '../../../store/configStore';
import { useWriteWorkspaceFile } from '../../../store/useWriteWorkspaceFile';
import { readAsimiPathControl } from './asimiEnv';

/**
 * The custom base prompt file `ASIMI_SYSTEM_MD` points at: edited in place when it exists,
 * or created from the built-in prompt when it is missing (the CLI would stop otherwise).
 */
export function AsimiBaseFile() {
  const asimi = useConfig((c) => c.asimi);
  const files = useConfig((c) => c.workspace.files);
  const writeFile = useWriteWorkspaceFile();
  const { resolved } = readAsimiPathControl(asimi.env, 'systemMd', asimi.cwd, asimi.homeDir);
  if (resolved === null) {
    return (
      <p className="field-hint">
        The built-in prompt is used; its tool names come from the template data below.
      </p>
    );
  }
  const content = files[resolved];
  if (content === undefined) {
    return (
      <div className="target-callout" role="status">
        <p>
          <code>{resolved}</code> does not exist in the workspace, so Asimi stops with an error.
        </p>
        <button
          type="button"
          className="btn"
          data-testid="asimi-create-base-file"
          onClick={() =>
            writeFile(resolved, renderAsimiBuiltinPrompt(asimi.promptContext.ToolNames) + '\n')
          }
        >
          Create it from the built-in prompt
        </button>
      </div>
    );
  }
  return (
    <>
      <p className="field-hint">
        Editing <code>{resolved}</code> ({content.length.toLocaleString('en-US')} characters; Asimi
        trims it).
      </p>
      <div className="target-editor-box">
        <MonacoEditor
          value={content}
          language="markdown"
          ariaLabel={`Custom base prompt ${resolved}`}
          testId="asimi-base-file-editor"
          onChange={(text) => writeFile(resolved, text, `file:${resolved}`)}
        />
      </div>
    </>
  );
}
