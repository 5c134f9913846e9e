import { useEffect, useRef, useState } from 'react';
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

/** The history as JSON in Monaco, with the parse problem shown as a marker at its line. */
export function HistoryEditor({ text, error, onChange }: Props) {
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
      onChange={onChange}
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
