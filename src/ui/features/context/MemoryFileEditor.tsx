import { useCallback } from 'react';
import { MonacoEditor } from '../../monaco/MonacoEditor';
import { useConfig } from '../../store/configStore';
import { useWorkspaceFileEdit } from './useWorkspaceFileEdit';

/** A Markdown editor on one workspace file; the memory list and the request follow it. */
export function MemoryFileEditor({ path, onClose }: { path: string; onClose: () => void }) {
  const content = useConfig((c) => c.workspace.files[path]);
  const write = useWorkspaceFileEdit();
  const onChange = useCallback((value: string) => write(path, value), [write, path]);
  if (content === undefined) {
    return (
      <p className="ctx-note">
        {path} is not in the workspace any more.{' '}
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </p>
    );
  }
  return (
    <div className="ctx-file-editor">
      <div className="ctx-row">
        <strong className="ctx-path" title={path}>
          {path}
        </strong>
        <button type="button" className="btn" onClick={onClose}>
          Close editor
        </button>
      </div>
      <div className="ctx-editor-box">
        <MonacoEditor
          key={path}
          value={content}
          language="markdown"
          ariaLabel={`Edit ${path}`}
          testId="memory-file-editor"
          onChange={onChange}
        />
      </div>
    </div>
  );
}
