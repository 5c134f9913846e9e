import type { TextSegment } from '../../core';

/** Standalone texts as consecutive segments, so the token worker can count them in one go. */
export function textsAsSegments(entries: readonly { key: string; text: string }[]): TextSegment[] {
  let start = 0;
  return entries.map(({ key, text }) => {
    const segment = { key, start, end: start + text.length, text };
    start = segment.end;
    return segment;
  });
}
