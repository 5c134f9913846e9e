import { useCallback, useEffect, useRef, useState } from 'react';
import type { SectionSpan } from '../../../core';
import type { Monaco } from '../../monaco/loadMonaco';
import type { MonacoInstance } from '../../monaco/MonacoEditor';
import { useUiStore } from '../../store/uiStore';
import { useRevealRequest } from './revealRequest';
import { spanAt, spansOf } from './spanAt';

interface Ready {
  editor: MonacoInstance;
  monaco: Monaco;
}

/**
 * Links the read-only prompt editor with the rest of the app: the cursor's section becomes
 * `uiStore.activeSection`; the active section (from the cursor or the meter) is decorated;
 * `reveal(key)` scrolls to a section and selects it.
 */
export function usePromptEditor(spans: readonly SectionSpan[]) {
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
      ready.editor.focus();
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
      spansOf(spans, activeSection).map((span) => {
        const start = model.getPositionAt(span.start);
        const end = model.getPositionAt(span.end);
        return {
          range: new Range(start.lineNumber, 1, end.lineNumber, 1),
          options: {
            isWholeLine: true,
            className: 'prompt-active-section',
            linesDecorationsClassName: 'prompt-active-section-gutter',
            overviewRuler: {
              color: '#0072B2',
              position: ready.monaco.editor.OverviewRulerLane.Left,
            },
          },
        };
      }),
    );
    return () => collection.clear();
  }, [ready, spans, activeSection]);

  return { onReady, reveal };
}
