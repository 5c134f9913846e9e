/**
 * Which meter parts a keystroke leaves alone. While the worker counts a keystroke's text the
 * meter shows the previous figures, so the gauge, bar and table have nothing new to show;
 * they render again only when their own figures change (see `TokenMeter`).
 */
import type { OpeningRequestCount } from '../../../core';

/** True when two opening-request counts show the same figures (labels and tokens). */
export function sameOpeningFigures(
  a: OpeningRequestCount | null,
  b: OpeningRequestCount | null,
): boolean {
  if (a === b) return true;
  if (!a || !b || a.total !== b.total || a.parts.length !== b.parts.length) return false;
  return a.parts.every((part, index) => {
    const other = b.parts[index];
    return (
      other !== undefined &&
      other.key === part.key &&
      other.label === part.label &&
      other.tokens === part.tokens
    );
  });
}

/** Props equality for the context gauge: the same figures in the same vocabulary. */
export function sameGaugeProps(
  a: { opening: OpeningRequestCount | null; encoding: string },
  b: { opening: OpeningRequestCount | null; encoding: string },
): boolean {
  return a.encoding === b.encoding && sameOpeningFigures(a.opening, b.opening);
}
