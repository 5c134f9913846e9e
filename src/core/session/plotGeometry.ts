/** The shared geometry of the session view's plots (hand-written SVG, one user unit per pixel). */

export const PLOT_WIDTH = 640;
export const PLOT_HEIGHT = 180;
/** Room for the axis labels. */
export const PLOT_PAD = { left: 64, right: 12, top: 12, bottom: 28 };

/** The x of item `i` of `n` spread over the plot's width (a single item sits in the middle). */
export function xAt(i: number, n: number): number {
  const width = PLOT_WIDTH - PLOT_PAD.left - PLOT_PAD.right;
  return PLOT_PAD.left + (n <= 1 ? width / 2 : (i / (n - 1)) * width);
}

/** The y of `value` on a scale from 0 (bottom) to `max` (top). */
export function yAt(value: number, max: number): number {
  const height = PLOT_HEIGHT - PLOT_PAD.top - PLOT_PAD.bottom;
  return PLOT_PAD.top + height - (max > 0 ? (value / max) * height : 0);
}

/** A number rounded for an SVG attribute (short paths for 2,000 requests). */
export const r1 = (n: number): string => String(Math.round(n * 10) / 10);
