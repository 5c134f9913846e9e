import type { KeyedSpan } from '../../../core';

/** The span holding `offset` (ends inclusive, so a cursor at a section's end still counts). */
export function spanAt<S extends KeyedSpan>(spans: readonly S[], offset: number): S | null {
  return spans.find((span) => offset >= span.start && offset <= span.end) ?? null;
}

/** The spans of one key, in order (a custom template and memory have one each). */
export function spansOf<S extends KeyedSpan>(spans: readonly S[], key: string | null): S[] {
  return key === null ? [] : spans.filter((span) => span.key === key);
}
