/**
 * Widths of side-by-side panes, in percent of their row, and how moving the separator between
 * two neighbours changes them: only that pair changes, each keeps at least its minimum, and
 * the row still adds up to what it did.
 */
export function movePaneSeparator(
  sizes: readonly number[],
  minSizes: readonly number[],
  separator: number,
  delta: number,
): number[] {
  const left = sizes[separator];
  const right = sizes[separator + 1];
  if (left === undefined || right === undefined || !Number.isFinite(delta)) return [...sizes];
  const pair = left + right;
  const leftMin = Math.min(minSizes[separator] ?? 0, pair);
  const rightMin = Math.min(minSizes[separator + 1] ?? 0, pair - leftMin);
  const nextLeft = Math.min(Math.max(left + delta, leftMin), pair - rightMin);
  const next = [...sizes];
  next[separator] = round(nextLeft);
  next[separator + 1] = round(pair - nextLeft);
  return next;
}

/** Sizes kept to 0.01 % so repeated moves do not drift. */
const round = (n: number): number => Math.round(n * 100) / 100;
