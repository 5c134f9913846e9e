/** Pure layout figures of the timeline: bar widths, the target line, the visible window. */
import type { PlaygroundCompression } from '../../../core';
import type { TimelineColumns, TimelineRow } from '../../../workers/compression/protocol';

/** The timeline's unit, as the saved compression settings hold it. */
export type TimelineScale = PlaygroundCompression['scale'];

/** The size of a row on the chosen scale. */
export const rowSize = (row: TimelineRow, scale: TimelineScale): number =>
  scale === 'chars' ? row.chars : row.tokens;

/** Every row's size on the chosen scale. */
export const rowSizes = (rows: TimelineColumns, scale: TimelineScale): Float64Array =>
  scale === 'chars' ? rows.chars : rows.tokens;

/**
 * The row in which the running character total reaches `targetChars` (the 70% line sits at its
 * end), or -1 when there are no rows. Characters are the split's unit, whatever the scale.
 */
export function targetRowIndex(rows: TimelineColumns, targetChars: number): number {
  let cumulative = 0;
  for (let i = 0; i < rows.count; i++) {
    cumulative += rows.chars[i] ?? 0;
    if (cumulative >= targetChars) return i;
  }
  return rows.count - 1;
}

/** Largest row size on the scale (at least 1, so widths never divide by zero). */
export function maxRowSize(rows: TimelineColumns, scale: TimelineScale): number {
  let max = 1;
  for (const size of rowSizes(rows, scale)) max = Math.max(max, size);
  return max;
}

/** Bar width in percent; tiny messages stay visible with a 0.5% floor. */
export function barPercent(size: number, max: number): number {
  return Math.max(0.5, Math.min(100, (size / max) * 100));
}

/** Indices of the rows to render for a scroll position (with `overscan` rows on each side). */
export function visibleWindow(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  count: number,
  overscan = 8,
): { start: number; end: number } {
  const first = Math.floor(scrollTop / rowHeight);
  const visible = Math.ceil(viewportHeight / rowHeight);
  return {
    start: Math.max(0, first - overscan),
    end: Math.min(count, first + visible + overscan),
  };
}

/** Share of the total on the scale that lies before `index` (the summarised part), 0–1. */
export function shareBefore(rows: TimelineColumns, index: number, scale: TimelineScale): number {
  let before = 0;
  let total = 0;
  const sizes = rowSizes(rows, scale);
  for (let i = 0; i < sizes.length; i++) {
    const size = sizes[i] ?? 0;
    total += size;
    if (i < index) before += size;
  }
  return total === 0 ? 0 : before / total;
}
