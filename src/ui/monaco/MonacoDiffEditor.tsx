import { keepAriaLabel } from './keepAriaLabel';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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

type DiffViewModel = MonacoNs.editor.IDiffEditorViewModel;

/**
 * Shows a new pair of texts through a view model of our own. Monaco's
 * `setModel({ original, modified })` keeps a reference to the view model it makes that nothing
 * releases: that view model is never disposed and goes on diffing its texts after they were
 * replaced, and throws "no diff result available" once they are disposed. A view model made
 * with `createViewModel` is ours to dispose, which cancels its diff first.
 */
function showPair(
  monaco: typeof MonacoNs,
  editor: MonacoDiffInstance,
  original: string,
  modified: string,
): DiffViewModel {
  const viewModel = editor.createViewModel({
    original: monaco.editor.createModel(original, 'plaintext'),
    modified: monaco.editor.createModel(modified, 'plaintext'),
  });
  editor.setModel(viewModel);
  return viewModel;
}

/** Disposes a pair's texts (its view model was disposed first: it no longer diffs them). */
function disposeTexts(viewModel: DiffViewModel): void {
  viewModel.model.original.dispose();
  viewModel.model.modified.dispose();
}

/**
 * A read-only Monaco diff editor, side by side, loaded after first paint. Monaco computes
 * the diff in its editor worker, so long prompts never block typing. Until it loads, the two
 * texts' lengths are shown.
 */
export function MonacoDiffEditor(props: MonacoDiffEditorProps) {
  const { original, modified, ariaLabel, testId, markOffset = null, markLabel = '' } = props;
  const host = useRef<HTMLDivElement>(null);
  const editorRef = useRef<MonacoDiffInstance | null>(null);
  /** The pair on screen. */
  const shown = useRef<DiffViewModel | null>(null);
  /** Pairs replaced by newer texts (no longer diffing), disposed once the new diff is in. */
  const retired = useRef<DiffViewModel[]>([]);
  const latest = useRef(props);
  latest.current = props;
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  /** Bumped when the editor gets a new pair of models (the break mark is set again). */
  const [models, setModels] = useState(0);

  // A layout effect, so an unmounted editor is disposed in the commit that removes its element
  // (see MonacoEditor.tsx): alive one frame longer, its automatic layout would lay it out at 0 × 0.
  useLayoutEffect(() => {
    let disposed = false;
    const retiredPairs = retired.current;
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
        // (the diff editor leaves them unnamed when created, and again when it goes inline).
        keepAriaLabel(editor.getOriginalEditor(), `${ariaLabel}: A (before)`);
        keepAriaLabel(editor.getModifiedEditor(), `${ariaLabel}: B (after)`);
        shown.current = showPair(monaco, editor, latest.current.original, latest.current.modified);
        editorRef.current = editor;
        setReady(true);
      },
      (error: unknown) => {
        if (!disposed) setFailed(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      disposed = true;
      editorRef.current?.dispose();
      const pair = shown.current;
      shown.current = null;
      pair?.dispose();
      if (pair) disposeTexts(pair);
      for (const old of retiredPairs.splice(0)) disposeTexts(old);
      editorRef.current = null;
    };
    // Created once per mount; text changes are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = editorRef.current;
    if (!editor) return;
    // A new pair of models, not setValue: a diff still being computed for the old texts
    // would otherwise be applied to the new ones (Monaco then throws "Illegal value for
    // lineNumber" when the line counts differ, as between two CLI versions' messages).
    // The old pair stops diffing at once; its texts are disposed once the new diff is in.
    void loadMonaco().then((monaco) => {
      const previous = shown.current;
      if (editorRef.current !== editor || !previous) return;
      const { model } = previous;
      if (model.original.getValue() === original && model.modified.getValue() === modified) return;
      shown.current = showPair(monaco, editor, original, modified);
      previous.dispose();
      retired.current.push(previous);
      const done = editor.onDidUpdateDiff(() => {
        done.dispose();
        for (const pair of retired.current.splice(0)) disposeTexts(pair);
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
