import type { SectionSpan } from '../../../core';

/** The span holding `offset` (ends inclusive, so a cursor at a section's end still counts). */
export function spanAt(spans: readonly SectionSpan[], offset: number): SectionSpan | null {
  return spans.find((span) => offset >= span.start && offset <= span.end) ?? null;
}

/** The spans of one key, in order (a custom template and memory have one each). */
export function spansOf(spans: readonly SectionSpan[], key: string | null): SectionSpan[] {
  return key === null ? [] : spans.filter((span) => span.key === key);
}
