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
  const byText = new Map<string, number>();
  segments.forEach((segment, i) => byText.set(segment.text, counts[i] ?? 0));
  return computeBreakdown(segments, {
    id: counterId,
    label: counterId,
    count: (text) => byText.get(text) ?? 0,
  });
}
