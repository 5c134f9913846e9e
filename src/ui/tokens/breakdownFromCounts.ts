import { breakdownOfCounts, type TextSegment, type TokenBreakdown } from '../../core';

/**
 * The per-part breakdown from counts computed elsewhere (`counts[i]` belongs to
 * `segments[i]`), aggregated by core's {@link breakdownOfCounts}, so the rows add up to the
 * total by construction. Counts are matched by position, never by text: looking a 200 KB
 * text up in a map costs milliseconds on every keystroke.
 */
export function breakdownFromCounts(
  segments: readonly TextSegment[],
  counts: readonly number[],
  // The vocabulary the counts are in (kept for callers; the figures do not depend on it).
  _counterId: string,
): TokenBreakdown {
  if (counts.length !== segments.length) {
    throw new Error(`expected ${segments.length} counts, got ${counts.length}`);
  }
  return breakdownOfCounts(segments, counts);
}
