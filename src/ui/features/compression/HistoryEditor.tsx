import { useCallback, useEffect, useRef, useState } from 'react';
import type { HistoryJsonError } from '../../../core';
import { MonacoEditor, type MonacoInstance } from '../../monaco/MonacoEditor';
import type { Monaco } from '../../monaco/loadMonaco';
import { loadMonacoWithJson } from './jsonLanguage';

interface Props {
  text: string;
  error: HistoryJsonError | null;
  onChange: (text: string) => void;
}

const LARGE_TEXT = 2_000_000;
/** Above this, the history opens read-only: Monaco takes seconds to take such a text. */
const PREVIEW_ABOVE = 1_500_000;
/** What the read-only view shows of a large history. */
const PREVIEW_CHARS = 20_000;

const mb = (chars: number) => `${(chars / 1_000_000).toFixed(1)} MB`;

/**
 * The history as JSON in Monaco, with the parse problem shown as a marker at its line. A
 * history above 1.5 MB (an imported 10 MB file, say) opens as a read-only view of its start,
 * so the page never freezes; the simulator still works on all of it, and "Edit anyway" opens
 * it in the editor.
 */
export function HistoryEditor({ text, error, onChange }: Props) {
  /** The large text the user chose to edit anyway, and the last text the editor reported. */
  const [opened, setOpened] = useState<string | null>(null);
  const reported = useRef<string | null>(null);
  const report = useCallback(
    (next: string) => {
      reported.current = next;
      onChange(next);
    },
    [onChange],
  );
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const instance = useRef<{ editor: MonacoInstance; monaco: Monaco } | null>(null);
  const [mounted, setMounted] = useState(0);

  useEffect(() => {
    let live = true;
    loadMonacoWithJson().then(
      () => live && setReady(true),
      (e: unknown) => live && setFailed(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const current = instance.current;
    const model = current?.editor.getModel();
    if (!current || !model) return;
    const line = error ? Math.min(error.line, model.getLineCount()) : 0;
    current.monaco.editor.setModelMarkers(
      model,
      'history-json',
      error
        ? [
            {
              severity: current.monaco.MarkerSeverity.Error,
              message: error.problem,
              startLineNumber: line,
              startColumn: error.column,
              endLineNumber: line,
              endColumn: Math.max(error.column + 1, model.getLineMaxColumn(line)),
            },
          ]
        : [],
    );
  }, [error, mounted]);

  if (text.length > PREVIEW_ABOVE && text !== opened && text !== reported.current) {
    return (
      <>
        <div className="notice" role="note" data-testid="history-preview-note">
          <span>
            This history is {mb(text.length)}: too large to edit here without freezing the page for
            seconds, so it is shown read-only (its first {PREVIEW_CHARS / 1000} KB). The timeline
            and the summary use all of it; Export keeps a copy.
          </span>
          <button type="button" className="btn" onClick={() => setOpened(text)}>
            Edit anyway
          </button>
        </div>
        <pre
          className="cmp-pre"
          tabIndex={0}
          aria-label={`History JSON, first ${PREVIEW_CHARS / 1000} KB (read-only)`}
          data-testid="history-preview"
        >
          {text.slice(0, PREVIEW_CHARS)}
        </pre>
      </>
    );
  }
  if (failed) return <p className="error-text cmp-pad">The editor could not load: {failed}</p>;
  if (!ready) return <p className="muted">Loading the JSON editor…</p>;
  const large = text.length > LARGE_TEXT;
  return (
    <MonacoEditor
      // A huge text gets a fresh editor (created with it) instead of one 10 MB undoable edit.
      key={large ? 'large' : 'small'}
      value={text}
      language="json"
      ariaLabel="History JSON"
      testId="history-editor"
      className="cmp-editor"
      onChange={report}
      options={{
        wordWrap: large ? 'off' : 'on',
        folding: !large,
        largeFileOptimizations: true,
      }}
      onReady={(editor, monaco) => {
        instance.current = { editor, monaco };
        setMounted((n) => n + 1);
        return () => {
          instance.current = null;
        };
      }}
    />
  );
}
