import { useCallback, useEffect, useRef, useState } from 'react';
import { MonacoEditor, type MonacoInstance } from '../../monaco/MonacoEditor';
import type { Monaco } from '../../monaco/loadMonaco';
import { useConfigStore } from '../../store/configStore';
import { registerTemplateCompletion, setPlaceholderMarkers } from './templateMonaco';

interface TemplateEditorProps {
  path: string;
  content: string;
  /** The registry the CLI substitutes against (after its removals). */
  tools: readonly string[];
}

/** The custom system.md at `path` in the workspace, with completion and placeholder markers. */
export function TemplateEditor({ path, content, tools }: TemplateEditorProps) {
  const update = useConfigStore((s) => s.update);
  const toolsRef = useRef(tools);
  toolsRef.current = tools;
  const [instance, setInstance] = useState<{ editor: MonacoInstance; monaco: Monaco } | null>(null);
  const [unresolved, setUnresolved] = useState(0);

  const onChange = useCallback(
    (text: string) =>
      update(
        (c) => ({
          ...c,
          workspace: { ...c.workspace, files: { ...c.workspace.files, [path]: text } },
        }),
        { coalesceKey: `workspace.files.${path}` },
      ),
    [update, path],
  );

  const onReady = useCallback((editor: MonacoInstance, monaco: Monaco) => {
    const dispose = registerTemplateCompletion(monaco, editor, () => toolsRef.current);
    setInstance({ editor, monaco });
    return () => {
      dispose();
      setInstance(null);
    };
  }, []);

  useEffect(() => {
    const model = instance?.editor.getModel();
    if (!instance || !model) return;
    // The value prop is applied by MonacoEditor first; read the model so offsets match it.
    setUnresolved(setPlaceholderMarkers(instance.monaco, model, tools));
  }, [instance, content, tools]);

  return (
    <>
      <div className="editor-box">
        <MonacoEditor
          value={content}
          language="markdown"
          ariaLabel={`Custom system prompt template ${path}`}
          testId="template-editor"
          onChange={onChange}
          onReady={onReady}
        />
      </div>
      <p className="field-hint" data-testid="template-unresolved">
        {unresolved === 0
          ? 'Every ${…} placeholder resolves. Type $ for completion.'
          : `${unresolved} placeholder${unresolved === 1 ? '' : 's'} would stay literal (underlined).`}
      </p>
    </>
  );
}
