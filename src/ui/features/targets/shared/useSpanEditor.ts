import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyedSpan } from '../../../../core';
import type { Monaco } from '../../../monaco/loadMonaco';
import type { MonacoInstance } from '../../../monaco/MonacoEditor';
import { useUiStore } from '../../../store/uiStore';
import { useRevealRequest } from '../../preview/revealRequest';

interface Ready {
  editor: MonacoInstance;
  monaco: Monaco;
}

/**
 * Links a read-only target prompt editor with its outline and meter: the cursor's part becomes
 * the active section, the active part is highlighted, and `reveal(key)` (also reachable through
 * the shared reveal request) scrolls to a part and selects it.
 */
export function useSpanEditor(spans: readonly KeyedSpan[]) {
  const [ready, setReady] = useState<Ready | null>(null);
  const spansRef = useRef(spans);
  spansRef.current = spans;
  const activeSection = useUiStore((s) => s.activeSection);
  const request = useRevealRequest((s) => s.request);

  const onReady = useCallback((editor: MonacoInstance, monaco: Monaco) => {
    setReady({ editor, monaco });
    const listener = editor.onDidChangeCursorPosition((event) => {
      if (!editor.hasTextFocus()) return;
      const offset = editor.getModel()?.getOffsetAt(event.position) ?? 0;
      const span = spansRef.current.find((s) => offset >= s.start && offset <= s.end);
      useUiStore.getState().setActiveSection(span?.key ?? null);
    });
    return () => {
      listener.dispose();
      setReady(null);
    };
  }, []);

  const reveal = useCallback(
    (key: string) => {
      const model = ready?.editor.getModel();
      const span = spansRef.current.find((s) => s.key === key);
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
      useUiStore.getState().setActiveSection(key);
    },
    [ready],
  );

  useEffect(() => {
    if (request) reveal(request.key);
  }, [request, reveal]);

  useEffect(() => {
    const model = ready?.editor.getModel();
    if (!ready || !model) return;
    const { Range } = ready.monaco;
    const collection = ready.editor.createDecorationsCollection(
      spans
        .filter((span) => span.key === activeSection)
        .map((span) => {
          const start = model.getPositionAt(span.start);
          const end = model.getPositionAt(span.end);
          return {
            range: new Range(start.lineNumber, 1, end.lineNumber, 1),
            options: { isWholeLine: true, className: 'target-active-part' },
          };
        }),
    );
    return () => collection.clear();
  }, [ready, spans, activeSection]);

  return { onReady, reveal };
}
