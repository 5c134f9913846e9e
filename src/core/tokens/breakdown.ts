import type { TextSegment } from './segmentText';
import type { TokenCounter } from './tokenCounter';

/** One key's figures in a {@link TokenBreakdown}. */
export interface TokenBreakdownRow {
  key: string;
  chars: number;
  tokens: number;
  /** `tokens / total`, 0 when the total is 0. */
  share: number;
  /** Tokens removed with this key's text (its separators included): equal to `tokens`. */
  savesIfOff: number;
}

/** Per-key token figures whose rows add up exactly to `total`. */
export interface TokenBreakdown {
  total: number;
  chars: number;
  rows: TokenBreakdownRow[];
}

/**
 * Counts each segment with `cache` (when it wraps the same counter, i.e. has its id) or
 * `counter`, and groups the counts by key in first-appearance order. `total` is the sum of
 * the rows, so the figures shown per section always add up to the total shown.
 */
export function computeBreakdown(
  segments: readonly TextSegment[],
  counter: TokenCounter,
  cache?: TokenCounter,
): TokenBreakdown {
  const source = cache && cache.id === counter.id ? cache : counter;
  return breakdownOfCounts(
    segments,
    segments.map((segment) => source.count(segment.text)),
  );
}

/**
 * The breakdown of segments counted elsewhere (`counts[i]` belongs to `segments[i]`), grouped
 * by key in first-appearance order like {@link computeBreakdown}. Reads no text, so a 200 KB
 * segment costs nothing here.
 */
export function breakdownOfCounts(
  segments: readonly TextSegment[],
  counts: readonly number[],
): TokenBreakdown {
  const byKey = new Map<string, { chars: number; tokens: number }>();
  segments.forEach((segment, i) => {
    const row = byKey.get(segment.key) ?? { chars: 0, tokens: 0 };
    row.chars += segment.text.length;
    row.tokens += counts[i] ?? 0;
    byKey.set(segment.key, row);
  });
  let total = 0;
  let chars = 0;
  for (const row of byKey.values()) {
    total += row.tokens;
    chars += row.chars;
  }
  const rows = [...byKey].map(([key, row]) => ({
    key,
    chars: row.chars,
    tokens: row.tokens,
    share: total > 0 ? row.tokens / total : 0,
    savesIfOff: row.tokens,
  }));
  return { total, chars, rows };
}
