import type { KeyedSpan } from '../../../core';
import { useSpanEditor as useLinkedSpanEditor, type SpanEditorOptions } from './useSpanEditor';

const TARGET_EDITOR: SpanEditorOptions = {
  decoration: () => ({ isWholeLine: true, className: 'span-highlight' }),
};

/**
 * Links a read-only target prompt editor with its outline and meter (the preview's shared
 * hook): the cursor's part becomes the active section, the active part is highlighted, and
 * `reveal(key)` scrolls to a part and selects it, leaving the focus where it was.
 */
export function useTargetSpanEditor(spans: readonly KeyedSpan[]) {
  return useLinkedSpanEditor(spans, TARGET_EDITOR);
}
