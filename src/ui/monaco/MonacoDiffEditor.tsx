import { useEffect, useRef, useState } from 'react';
import type * as MonacoNs from 'monaco-editor/editor';
import { useMonacoTheme } from './useMonacoTheme';
import { loadMonaco } from './loadMonaco';

export type MonacoDiffInstance = MonacoNs.editor.IStandaloneDiffEditor;

interface MonacoDiffEditorProps {
  original: string;
  modified: string;
  ariaLabel: string;
  testId?: string;
  /** Character offset in `modified` to mark (a thin rule with a label), or null. */
  markOffset?: number | null;
  markLabel?: string;
}

/**
 * A read-only Monaco diff editor, side by side, loaded after first paint. Monaco computes
 * the diff in its editor worker, so long prompts never block typing. Until it loads, the two
 * texts' lengths are shown.
 */
/** Disposes and forgets the retired models. */
function disposeRetired(models: MonacoNs.editor.ITextModel[]): void {
  for (const model of models.splice(0)) model.dispose();
}

export function MonacoDiffEditor(props: MonacoDiffEditorProps) {
  const { original, modified, ariaLabel, testId, markOffset = null, markLabel = '' } = props;
  const host = useRef<HTMLDivElement>(null);
  const editorRef = useRef<MonacoDiffInstance | null>(null);
  /** Models replaced by newer texts, disposed once the editor no longer diffs them. */
  const retired = useRef<MonacoNs.editor.ITextModel[]>([]);
  const latest = useRef(props);
  latest.current = props;
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  /** Bumped when the editor gets a new pair of models (the break mark is set again). */
  const [models, setModels] = useState(0);

  useEffect(() => {
    let disposed = false;
    const retiredModels = retired.current;
    loadMonaco().then(
      (monaco) => {
        if (disposed || !host.current) return;
        const editor = monaco.editor.createDiffEditor(host.current, {
          readOnly: true,
          originalEditable: false,
          automaticLayout: true,
          minimap: { enabled: false },
          // Plain text and no wrapping: tokenising and wrapping two long prompts would cost
          // the main thread seconds; unchanged stretches fold away.
          wordWrap: 'off',
          diffWordWrap: 'off',
          hideUnchangedRegions: { enabled: true },
          renderOverviewRuler: false,
          scrollBeyondLastLine: false,
          fontSize: 13,
          renderSideBySide: true,
          ariaLabel,
        });
        // Each side is its own editor with its own text field, and each needs its own name
        // (the diff editor leaves them unnamed when created).
        editor.getOriginalEditor().updateOptions({ ariaLabel: `${ariaLabel}: A (before)` });
        editor.getModifiedEditor().updateOptions({ ariaLabel: `${ariaLabel}: B (after)` });
        editor.setModel({
          original: monaco.editor.createModel(latest.current.original, 'plaintext'),
          modified: monaco.editor.createModel(latest.current.modified, 'plaintext'),
        });
        editorRef.current = editor;
        setReady(true);
      },
      (error: unknown) => {
        if (!disposed) setFailed(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      disposed = true;
      const model = editorRef.current?.getModel();
      editorRef.current?.dispose();
      model?.original.dispose();
      model?.modified.dispose();
      disposeRetired(retiredModels);
      editorRef.current = null;
    };
    // Created once per mount; text changes are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = editorRef.current;
    const model = editor?.getModel();
    if (!editor || !model) return;
    if (model.original.getValue() === original && model.modified.getValue() === modified) return;
    // A new pair of models, not setValue: a diff still being computed for the old texts
    // would otherwise be applied to the new ones (Monaco then throws "Illegal value for
    // lineNumber" when the line counts differ, as between two CLI versions' messages).
    // The old pair is disposed once the new diff is in: a diff of the old texts still being
    // computed in Monaco's worker would otherwise find its models gone.
    void loadMonaco().then((monaco) => {
      if (editorRef.current !== editor) return;
      editor.setModel({
        original: monaco.editor.createModel(original, 'plaintext'),
        modified: monaco.editor.createModel(modified, 'plaintext'),
      });
      retired.current.push(model.original, model.modified);
      const done = editor.onDidUpdateDiff(() => {
        done.dispose();
        disposeRetired(retired.current);
      });
      setModels((n) => n + 1);
    });
  }, [original, modified, ready]);

  useEffect(() => {
    const editor = editorRef.current?.getModifiedEditor();
    const model = editor?.getModel();
    if (!editor || !model || markOffset === null) return;
    const at = model.getPositionAt(markOffset);
    const decorations = editor.createDecorationsCollection([
      {
        range: {
          startLineNumber: at.lineNumber,
          startColumn: at.column,
          endLineNumber: at.lineNumber,
          endColumn: at.column,
        },
        options: {
          isWholeLine: true,
          className: 'prefix-break-line',
          hoverMessage: { value: markLabel },
          before: { content: '▶', inlineClassName: 'prefix-break-glyph' },
        },
      },
    ]);
    return () => decorations.clear();
  }, [markOffset, markLabel, ready, modified, models]);

  useMonacoTheme(ready);

  return (
    <div className="monaco-host" data-testid={testId} data-editor-ready={ready ? 'true' : 'false'}>
      <div ref={host} className="monaco-mount" />
      {!ready && (
        <div className="monaco-placeholder" role="status" aria-label={`${ariaLabel} (loading)`}>
          {failed ? (
            <p className="error-text">The diff editor could not load: {failed}</p>
          ) : (
            <p className="muted">
              Loading the diff of {original.length.toLocaleString('en-US')} and{' '}
              {modified.length.toLocaleString('en-US')} characters…
            </p>
          )}
        </div>
      )}
    </div>
  );
}
