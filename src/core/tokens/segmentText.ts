/** A keyed character range `[start, end)` of a text, e.g. one rendered prompt section. */
export interface KeyedSpan {
  key: string;
  start: number;
  end: number;
}

/** A slice of the text; the segments of one text tile it without gaps or overlaps. */
export interface TextSegment extends KeyedSpan {
  text: string;
}

/**
 * A slicer of the text `parts` join into: a slice within one part is cut from that part alone,
 * so the joined text is never copied into one string just to be cut.
 */
function partsSlicer(parts: readonly string[]): (start: number, end: number) => string {
  const starts: number[] = [];
  let offset = 0;
  for (const part of parts) {
    starts.push(offset);
    offset += part.length;
  }
  return (start, end) => {
    let slice = '';
    parts.forEach((part, i) => {
      const from = Math.max(start - (starts[i] ?? 0), 0);
      const to = Math.min(end - (starts[i] ?? 0), part.length);
      if (from < to) slice += from === 0 && to === part.length ? part : part.slice(from, to);
    });
    return slice;
  };
}

/**
 * Cuts `text` into segments that cover it exactly, one per span, in start order. Each span
 * absorbs the gap before it (the separator newlines in front of a section), the first one
 * also any leading text and the last one any trailing text; overlaps go to the earlier span.
 * Without spans, a non-empty text becomes one `fallbackKey` segment and an empty text none.
 * `parts`, when given, are the strings `text` was joined from (they must join into it): the
 * segments are then cut from them (see `textPartsOf`).
 */
export function segmentText(
  text: string,
  spans: readonly KeyedSpan[],
  fallbackKey = 'text',
  parts?: readonly string[],
): TextSegment[] {
  if (spans.length === 0) {
    return text ? [{ key: fallbackKey, start: 0, end: text.length, text }] : [];
  }
  const slice = parts ? partsSlicer(parts) : (start: number, end: number) => text.slice(start, end);
  const clamp = (n: number): number =>
    Math.min(text.length, Math.max(0, Number.isFinite(n) ? n : 0));
  const ordered = [...spans].sort(
    (a, b) => clamp(a.start) - clamp(b.start) || clamp(a.end) - clamp(b.end),
  );
  const segments: TextSegment[] = [];
  let cursor = 0;
  ordered.forEach((span, i) => {
    const end = i === ordered.length - 1 ? text.length : Math.max(cursor, clamp(span.end));
    segments.push({ key: span.key, start: cursor, end, text: slice(cursor, end) });
    cursor = end;
  });
  return segments;
}
