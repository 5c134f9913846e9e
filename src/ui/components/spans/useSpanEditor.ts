import { useCallback, useEffect, useRef, useState } from 'react';
import type * as MonacoNs from 'monaco-editor/editor';
import type { KeyedSpan } from '../../../core';
import type { Monaco } from '../../monaco/loadMonaco';
import type { MonacoInstance } from '../../monaco/MonacoEditor';
import { useUiStore } from '../../store/uiStore';
import { useRevealRequest } from './revealRequest';
import { spanAt, spansOf } from './spanAt';

interface Ready {
  editor: MonacoInstance;
  monaco: Monaco;
}

/** How an editor shows its active part. */
export interface SpanEditorOptions {
  /** The whole-line decoration of the active part's lines (Monaco is given for its enums). */
  decoration: (monaco: Monaco) => MonacoNs.editor.IModelDecorationOptions;
  /** Moves the keyboard focus into the editor when a part is revealed. */
  focusOnReveal?: boolean;
}

/**
 * Links a read-only prompt editor with the rest of the app: the part under the cursor becomes
 * `uiStore.activeSection`; the active part (from the cursor, the outline or the meter) is
 * decorated; `reveal(key)` (also reachable through the shared reveal request) scrolls to a
 * part and selects it. `options` should be a constant.
 */
export function useSpanEditor(spans: readonly KeyedSpan[], options: SpanEditorOptions) {
  const [ready, setReady] = useState<Ready | null>(null);
  const spansRef = useRef(spans);
  spansRef.current = spans;
  const activeSection = useUiStore((s) => s.activeSection);
  const request = useRevealRequest((s) => s.request);
  const { decoration, focusOnReveal = false } = options;

  const onReady = useCallback((editor: MonacoInstance, monaco: Monaco) => {
    setReady({ editor, monaco });
    const listener = editor.onDidChangeCursorPosition((event) => {
      if (!editor.hasTextFocus()) return;
      const offset = editor.getModel()?.getOffsetAt(event.position) ?? 0;
      useUiStore.getState().setActiveSection(spanAt(spansRef.current, offset)?.key ?? null);
    });
    return () => {
      listener.dispose();
      setReady(null);
    };
  }, []);

  const reveal = useCallback(
    (key: string) => {
      const model = ready?.editor.getModel();
      const span = spansOf(spansRef.current, key)[0];
      if (!ready || !model || !span) return;
      const start = model.getPositionAt(span.start);
      const end = model.getPositionAt(span.end);
      const range = new ready.monaco.Range(
        start.lineNumber,
        start.column,
        end.lineNumber,
        end.column,
      );
      ready.editor.setSelection(range);
      ready.editor.revealRangeNearTopIfOutsideViewport(range);
      if (focusOnReveal) ready.editor.focus();
      useUiStore.getState().setActiveSection(key);
    },
    [ready, focusOnReveal],
  );

  useEffect(() => {
    if (request) reveal(request.key);
  }, [request, reveal]);

  useEffect(() => {
    const model = ready?.editor.getModel();
    if (!ready || !model) return;
    const { Range } = ready.monaco;
    const collection = ready.editor.createDecorationsCollection(
      spansOf(spans, activeSection).map((span) => {
        const start = model.getPositionAt(span.start);
        const end = model.getPositionAt(span.end);
        return {
          range: new Range(start.lineNumber, 1, end.lineNumber, 1),
          options: decoration(ready.monaco),
        };
      }),
    );
    return () => collection.clear();
  }, [ready, spans, activeSection, decoration]);

  return { onReady, reveal };
}
