/**
 * What changed between two renders of the same configuration (2026-02 → current CLI): which
 * parts of the prompt were added, removed or resized, with their token deltas.
 */

/** One part's size in one render (a row of the meter's breakdown). */
export interface PartSize {
  key: string;
  chars: number;
  tokens: number;
}

/** How one part differs between the two renders. */
export interface PartChange {
  key: string;
  change: 'added' | 'removed' | 'resized' | 'unchanged';
  before: PartSize | null;
  after: PartSize | null;
  /** `after.tokens − before.tokens` (a missing side counts 0). */
  tokenDelta: number;
  charDelta: number;
}

/** Every part of either render, and the totals' difference. */
export interface VersionDiff {
  changes: PartChange[];
  tokenDelta: number;
  charDelta: number;
}

/**
 * Compares two breakdowns part by part: parts only in `after` are `added`, only in `before`
 * `removed`, in both with a different size `resized`, else `unchanged`. The order is the
 * `after` render's, followed by the removed parts in their `before` order.
 */
export function diffPartSizes(
  before: readonly PartSize[],
  after: readonly PartSize[],
): VersionDiff {
  const old = new Map(before.map((part) => [part.key, part]));
  const seen = new Set<string>();
  const changes: PartChange[] = [];
  const change = (b: PartSize | null, a: PartSize | null): PartChange => {
    const key = (a ?? b)?.key ?? '';
    const tokenDelta = (a?.tokens ?? 0) - (b?.tokens ?? 0);
    const charDelta = (a?.chars ?? 0) - (b?.chars ?? 0);
    const kind = !b ? 'added' : !a ? 'removed' : charDelta || tokenDelta ? 'resized' : 'unchanged';
    return { key, change: kind, before: b, after: a, tokenDelta, charDelta };
  };
  for (const part of after) {
    seen.add(part.key);
    changes.push(change(old.get(part.key) ?? null, part));
  }
  for (const part of before) if (!seen.has(part.key)) changes.push(change(part, null));
  const sum = (rows: readonly PartSize[], field: 'tokens' | 'chars') =>
    rows.reduce((total, row) => total + row[field], 0);
  return {
    changes,
    tokenDelta: sum(after, 'tokens') - sum(before, 'tokens'),
    charDelta: sum(after, 'chars') - sum(before, 'chars'),
  };
}
