/**
 * Which two adjacent characters the Gemma 3 vocabulary can put into one token. A text cut
 * between two characters it never joins counts to the same sum in its two pieces as whole:
 * added tokens are matched first, leftmost-longest, so a match across the cut would need an
 * added token holding both characters side by side; BPE merges two symbols only by a merge
 * rule, so a merge across the cut would need a rule whose left token ends with the first
 * character and whose right token starts with the second. With neither, nothing spans the
 * cut, and each side's merges are the ones it gets alone (the lowest-ranked pair on a side is
 * the same whatever the other side holds). The characters are read as the encoder reads them
 * (a space is "▁"); a character outside the vocabulary (byte fallback) or half of a surrogate
 * pair is taken to join anything, so no cut is made next to it.
 */
import type { GemmaVocabulary } from './vocabularyFormat';

const SPACE = 0x20;
const METASPACE = 0x2581; // "▁"
/** A token whose first or last character is not known (built from byte-fallback tokens). */
const UNKNOWN = -1;

/** True when the vocabulary may join `left` and `right` (UTF-16 code units) into one token. */
export type CharacterJoins = (left: number, right: number) => boolean;

const normalised = (code: number): number => (code === SPACE ? METASPACE : code);

/**
 * A set of character pairs, open addressing over typed arrays: half a million merges name
 * about 34,000 distinct pairs, and a `Set` of `left * 0x110000 + right` keys (past the
 * small-integer range) spends most of its time boxing them.
 */
class PairSet {
  private lefts = new Int32Array(1 << 16).fill(-1);
  private rights = new Int32Array(1 << 16);
  private size = 0;

  private slot(left: number, right: number): number {
    const mask = this.lefts.length - 1;
    const mixed = Math.imul(left ^ Math.imul(right, 0x85ebca6b), 0x9e3779b1);
    let at = (mixed ^ (mixed >>> 16)) & mask;
    while (this.lefts[at] !== -1 && (this.lefts[at] !== left || this.rights[at] !== right)) {
      at = (at + 1) & mask;
    }
    return at;
  }

  add(left: number, right: number): void {
    const at = this.slot(left, right);
    if (this.lefts[at] !== -1) return;
    this.lefts[at] = left;
    this.rights[at] = right;
    if (++this.size * 2 > this.lefts.length) this.grow();
  }

  has(left: number, right: number): boolean {
    return this.lefts[this.slot(left, right)] !== -1;
  }

  private grow(): void {
    const { lefts, rights } = this;
    this.lefts = new Int32Array(lefts.length * 2).fill(-1);
    this.rights = new Int32Array(lefts.length * 2);
    this.size = 0;
    for (let i = 0; i < lefts.length; i++) if (lefts[i] !== -1) this.add(lefts[i]!, rights[i]!);
  }
}
const isSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdfff;

/** Works out {@link CharacterJoins} from the vocabulary's merges and added tokens. */
export function characterJoins(vocabulary: GemmaVocabulary): CharacterJoins {
  const { vocabularySize, charIds, mergeLeft, mergeRight, mergeResult, added } = vocabulary;
  const first = new Int32Array(vocabularySize).fill(UNKNOWN);
  const last = new Int32Array(vocabularySize).fill(UNKNOWN);
  for (const [code, id] of charIds) first[id] = last[id] = code;
  // A merge's result starts as its left token and ends as its right one; merges may name
  // results of later ones, so this runs until nothing new is learned.
  for (let changed = true; changed;) {
    changed = false;
    for (let r = 0; r < mergeResult.length; r++) {
      const result = mergeResult[r]!;
      const start = first[mergeLeft[r]!]!;
      const end = last[mergeRight[r]!]!;
      if (first[result] === UNKNOWN && start !== UNKNOWN) {
        first[result] = start;
        changed = true;
      }
      if (last[result] === UNKNOWN && end !== UNKNOWN) {
        last[result] = end;
        changed = true;
      }
    }
  }
  const pairs = new PairSet();
  /** Characters that join after / before a character not known (any one). */
  const afterAny = new Set<number>();
  const beforeAny = new Set<number>();
  let anyPair = false;
  for (let r = 0; r < mergeLeft.length; r++) {
    const left = last[mergeLeft[r]!]!;
    const right = first[mergeRight[r]!]!;
    if (left === UNKNOWN && right === UNKNOWN) anyPair = true;
    else if (left === UNKNOWN) afterAny.add(right);
    else if (right === UNKNOWN) beforeAny.add(left);
    else pairs.add(left, right);
  }
  // Added tokens are matched on the raw text: their pairs are kept as written.
  for (const text of added.keys()) {
    for (let i = 0; i + 1 < text.length; i++) {
      pairs.add(text.charCodeAt(i), text.charCodeAt(i + 1));
    }
  }
  return (left, right) => {
    if (anyPair || isSurrogate(left) || isSurrogate(right)) return true;
    if (pairs.has(left, right)) return true;
    const l = normalised(left);
    const r = normalised(right);
    if (!charIds.has(l) || !charIds.has(r)) return true;
    return pairs.has(l, r) || afterAny.has(r) || beforeAny.has(l);
  };
}
