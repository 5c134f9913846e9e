import { computeBreakdown, type TextSegment, type TokenBreakdown } from '../../core';

/**
 * The per-part breakdown from counts computed elsewhere (`counts[i]` belongs to
 * `segments[i]`), aggregated by core's {@link computeBreakdown}, so the rows add up to the
 * total by construction.
 */
export function breakdownFromCounts(
  segments: readonly TextSegment[],
  counts: readonly number[],
  counterId: string,
): TokenBreakdown {
  if (counts.length !== segments.length) {
    throw new Error(`expected ${segments.length} counts, got ${counts.length}`);
  }
  // Texts are found by `===` (core asks in segment order, so the next one is tried first), not
  // in a Map: a Map would hash a multi-megabyte imported part in full on the main thread.
  let next = 0;
  const countOf = (text: string) => {
    const index = segments[next]?.text === text ? next : segments.findIndex((s) => s.text === text);
    next = index + 1;
    return index < 0 ? 0 : (counts[index] ?? 0);
  };
  return computeBreakdown(segments, { id: counterId, label: counterId, count: countOf });
}
