import type { SectionSpan } from '../../../core';
import { useSpanEditor, type SpanEditorOptions } from '../../components/spans/useSpanEditor';

const PROMPT_EDITOR: SpanEditorOptions = {
  decoration: (monaco) => ({
    isWholeLine: true,
    className: 'span-highlight',
    linesDecorationsClassName: 'span-highlight-gutter',
    overviewRuler: { color: '#0072B2', position: monaco.editor.OverviewRulerLane.Left },
  }),
  focusOnReveal: true,
};

/**
 * Links the read-only Gemini prompt editor with the rest of the app (see `useSpanEditor`):
 * the active section is marked in the gutter and the overview ruler too, and revealing a
 * section moves the focus into the editor.
 */
export function usePromptEditor(spans: readonly SectionSpan[]) {
  return useSpanEditor(spans, PROMPT_EDITOR);
}
