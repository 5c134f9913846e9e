import type { TokenCounter } from './tokenCounter';

/** A {@link TokenCounter} that remembers recent counts by text. */
export interface CachedTokenCounter extends TokenCounter {
  /** Number of texts currently remembered. */
  readonly size: number;
  /** Forgets every remembered count. */
  clear(): void;
}

/**
 * Wraps `counter` with a least-recently-used memo of at most `maxEntries` texts, so that a
 * breakdown re-counts only the segments whose text changed since the last run.
 */
export function createCountCache(counter: TokenCounter, maxEntries: number): CachedTokenCounter {
  const limit = Math.max(1, Math.floor(maxEntries));
  const memo = new Map<string, number>();
  return {
    id: counter.id,
    label: counter.label,
    get size() {
      return memo.size;
    },
    clear() {
      memo.clear();
    },
    count(text: string): number {
      const hit = memo.get(text);
      if (hit !== undefined) {
        memo.delete(text);
        memo.set(text, hit);
        return hit;
      }
      const tokens = counter.count(text);
      memo.set(text, tokens);
      if (memo.size > limit) {
        const oldest = memo.keys().next();
        if (!oldest.done) memo.delete(oldest.value);
      }
      return tokens;
    },
  };
}
