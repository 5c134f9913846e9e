import { useEffect, useRef, useState } from 'react';
import type * as MonacoNs from 'monaco-editor/editor';
import { useTheme } from '../theme/theme';
import { changedRange } from './changedRange';
import { loadMonaco, type Monaco } from './loadMonaco';

/** The plain-text stand-in shows at most this much (a 10 MB paste must not stall layout). */
const PLACEHOLDER_MAX_CHARS = 20_000;

export type MonacoInstance = MonacoNs.editor.IStandaloneCodeEditor;

export interface MonacoEditorProps {
  value: string;
  language?: string;
  readOnly?: boolean;
  onChange?: (value: string) => void;
  /** Accessible name of the editor (also used for the loading placeholder). */
  ariaLabel: string;
  testId?: string;
  className?: string;
  /** Called once the editor exists; return a cleanup function if needed. */
  onReady?: (editor: MonacoInstance, monaco: Monaco) => void | (() => void);
  options?: MonacoNs.editor.IStandaloneEditorConstructionOptions;
}

/**
 * A Monaco editor that arrives after first paint. Until Monaco has loaded, the text is shown
 * as plain, selectable text so the page is usable at once.
 */
export function MonacoEditor(props: MonacoEditorProps) {
  const { value, language = 'markdown', readOnly = false, ariaLabel, testId, className } = props;
  const host = useRef<HTMLDivElement>(null);
  const editorRef = useRef<MonacoInstance | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const { resolved } = useTheme();

  useEffect(() => {
    let disposed = false;
    let cleanup: void | (() => void);
    loadMonaco().then(
      (monaco) => {
        if (disposed || !host.current) return;
        const editor = monaco.editor.create(host.current, {
          value: latest.current.value,
          language,
          readOnly,
          ariaLabel,
          automaticLayout: true,
          minimap: { enabled: false },
          wordWrap: 'on',
          scrollBeyondLastLine: false,
          fontSize: 13,
          renderWhitespace: 'selection',
          unicodeHighlight: { ambiguousCharacters: false },
          ...latest.current.options,
        });
        editorRef.current = editor;
        editor.onDidChangeModelContent(() => {
          const text = editor.getValue();
          if (text !== latest.current.value) latest.current.onChange?.(text);
        });
        cleanup = latest.current.onReady?.(editor, monaco);
        setReady(true);
      },
      (error: unknown) => {
        if (!disposed) setFailed(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      disposed = true;
      if (typeof cleanup === 'function') cleanup();
      // Editor first, then its model: disposing the model first lets the editor's pending
      // features (suggestions after typing) read a disposed model ("Model is disposed!").
      const model = editorRef.current?.getModel();
      editorRef.current?.dispose();
      model?.dispose();
      editorRef.current = null;
    };
    // The editor is created once per mount; value changes are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = editorRef.current;
    if (!editor || editor.getValue() === value) return;
    const model = editor.getModel();
    if (!model) return;
    if (readOnly) {
      // Replace only what changed: keeps the scroll position and costs little on long texts.
      const change = changedRange(model.getValue(), value);
      const start = model.getPositionAt(change.start);
      const end = model.getPositionAt(change.end);
      model.applyEdits([
        {
          range: {
            startLineNumber: start.lineNumber,
            startColumn: start.column,
            endLineNumber: end.lineNumber,
            endColumn: end.column,
          },
          text: change.text,
        },
      ]);
    } else editor.executeEdits('promptscope', [{ range: model.getFullModelRange(), text: value }]);
  }, [value, readOnly, ready]);

  useEffect(() => {
    editorRef.current?.updateOptions({ readOnly });
  }, [readOnly, ready]);

  useEffect(() => {
    if (!ready) return;
    void loadMonaco().then((monaco) =>
      monaco.editor.setTheme(resolved === 'dark' ? 'vs-dark' : 'vs'),
    );
  }, [resolved, ready]);

  return (
    <div
      className={`monaco-host ${className ?? ''}`}
      data-testid={testId}
      data-editor-ready={ready ? 'true' : 'false'}
    >
      <div ref={host} className="monaco-mount" />
      {!ready && (
        <div className="monaco-placeholder" role="status" aria-label={`${ariaLabel} (loading)`}>
          {failed ? (
            <p className="error-text">The editor could not load: {failed}</p>
          ) : (
            <pre>
              {value.length > PLACEHOLDER_MAX_CHARS ? value.slice(0, PLACEHOLDER_MAX_CHARS) : value}
            </pre>
          )}
        </div>
      )}
    </div>
  );
}
