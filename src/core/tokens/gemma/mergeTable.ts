/**
 * The merge ranks of a BPE vocabulary as an open-addressing hash table over typed arrays:
 * `(left, right)` → the rank of the merge of those two ids. A `Map` keyed by
 * `left * vocabularySize + right` holds keys past the small-integer range (the Gemma 3
 * vocabulary has 262,144 ids), which the engine boxes and hashes as doubles; encoding looks a
 * pair up for every symbol and every merge, so this lookup is the encoder's hottest line.
 */

/** No merge of the pair. */
export const NO_MERGE = -1;

export interface MergeTable {
  /** The rank of the merge of `left` and `right`, or {@link NO_MERGE}. */
  rankOf(left: number, right: number): number;
  /** Merges held. */
  readonly size: number;
}

/** Mixes a pair of ids into 32 bits (multiplicative hashing of each id, then combined). */
const mix = (left: number, right: number): number =>
  (Math.imul(left, 0x9e3779b1) ^ Math.imul(right + 0x7f4a7c15, 0x85ebca6b)) >>> 0;

/**
 * Builds the table from the merge arrays (rank = index). A pair listed more than once keeps
 * its lowest rank, as the first merge of a pair in the list is the one BPE applies.
 */
export function buildMergeTable(left: ArrayLike<number>, right: ArrayLike<number>): MergeTable {
  const count = left.length;
  // At most two thirds full (Gemma 3's 514,906 merges fill 2^20 slots to a half: 12 MB).
  let capacity = 1024;
  while (capacity < count * 1.5) capacity *= 2;
  const mask = capacity - 1;
  const lefts = new Int32Array(capacity).fill(-1);
  const rights = new Int32Array(capacity);
  const ranks = new Int32Array(capacity);
  let size = 0;
  for (let rank = 0; rank < count; rank++) {
    const l = left[rank]!;
    const r = right[rank]!;
    let slot = mix(l, r) & mask;
    while (lefts[slot] !== -1 && !(lefts[slot] === l && rights[slot] === r)) {
      slot = (slot + 1) & mask;
    }
    if (lefts[slot] !== -1) continue; // listed before with a lower rank
    lefts[slot] = l;
    rights[slot] = r;
    ranks[slot] = rank;
    size++;
  }
  return {
    size,
    rankOf(l, r) {
      let slot = mix(l, r) & mask;
      for (;;) {
        const at = lefts[slot]!;
        if (at === -1) return NO_MERGE;
        if (at === l && rights[slot] === r) return ranks[slot]!;
        slot = (slot + 1) & mask;
      }
    },
  };
}
