/**
 * Gemma 3 tokenisation of text, as Hugging Face tokenizers runs its `tokenizer.json`: added
 * tokens are split out of the raw text; the rest is normalised (" " → "▁"; the Split
 * pre-tokeniser on " " then finds nothing to split) and encoded by byte-fallback BPE as one
 * word: symbols start as single characters (or the UTF-8 byte tokens of a character outside
 * the vocabulary) and the lowest-rank adjacent pair is merged, leftmost first, until none is
 * left. No `<bos>` is added.
 */
import { buildAddedTokenTrie, splitOnAddedTokens, type AddedTokenTrie } from './addedTokens';
import { characterJoins, type CharacterJoins } from './characterJoins';
import { NO_MERGE } from './mergeTable';
import type { GemmaVocabulary } from './vocabularyFormat';

const SPACE = 0x20;
const METASPACE = 0x2581; // "▁"

/** Heap keys pack (rank, position) so the smallest key is the lowest rank, leftmost. */
const POSITION_SPAN = 2 ** 26;

/**
 * Writes the byte-fallback ids of the UTF-8 bytes of `code` into `ids` from `n`; returns the
 * new length. A lone surrogate is encoded as U+FFFD, as TextEncoder would.
 */
function pushUtf8ByteIds(code: number, byteIds: Uint32Array, ids: Int32Array, n: number): number {
  const c = code >= 0xd800 && code <= 0xdfff ? 0xfffd : code;
  if (c < 0x80) ids[n++] = byteIds[c]!;
  else if (c < 0x800) {
    ids[n++] = byteIds[0xc0 | (c >> 6)]!;
    ids[n++] = byteIds[0x80 | (c & 0x3f)]!;
  } else if (c < 0x10000) {
    ids[n++] = byteIds[0xe0 | (c >> 12)]!;
    ids[n++] = byteIds[0x80 | ((c >> 6) & 0x3f)]!;
    ids[n++] = byteIds[0x80 | (c & 0x3f)]!;
  } else {
    ids[n++] = byteIds[0xf0 | (c >> 18)]!;
    ids[n++] = byteIds[0x80 | ((c >> 12) & 0x3f)]!;
    ids[n++] = byteIds[0x80 | ((c >> 6) & 0x3f)]!;
    ids[n++] = byteIds[0x80 | (c & 0x3f)]!;
  }
  return n;
}

/** A min-heap of numbers, grown as needed. */
class KeyHeap {
  private keys = new Float64Array(64);
  size = 0;
  push(key: number): void {
    if (this.size === this.keys.length) {
      const grown = new Float64Array(this.keys.length * 2);
      grown.set(this.keys);
      this.keys = grown;
    }
    const keys = this.keys;
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (keys[parent]! <= key) break;
      keys[i] = keys[parent]!;
      i = parent;
    }
    keys[i] = key;
  }
  pop(): number {
    const keys = this.keys;
    const top = keys[0]!;
    const last = keys[--this.size]!;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && keys[child + 1]! < keys[child]!) child++;
      if (keys[child]! >= last) break;
      keys[i] = keys[child]!;
      i = child;
    }
    keys[i] = last;
    return top;
  }
}

/** A ready encoder over one vocabulary. */
export interface GemmaEncoder {
  /** Token ids of `text`, without `<bos>`. */
  encode(text: string): number[];
  /** Number of tokens of `text` (the length of `encode(text)`). */
  count(text: string): number;
  /**
   * Whether the vocabulary may join these two characters into one token (worked out on the
   * first call): a text cut between two it never joins counts to the same sum in pieces.
   */
  joins: CharacterJoins;
}

export function createGemmaEncoder(vocabulary: GemmaVocabulary): GemmaEncoder {
  const trie: AddedTokenTrie = buildAddedTokenTrie(vocabulary.added);
  const { charIds, byteIds, mergeRank, mergeLeft, mergeRight, mergeResult } = vocabulary;
  let ids = new Int32Array(256);
  let next = new Int32Array(256);
  let prev = new Int32Array(256);
  const heap = new KeyHeap();

  const rankOf = (left: number, right: number): number => mergeRank.rankOf(left, right);

  /** Byte-fallback BPE over text[start, end); appends ids to `out`. */
  function bpe(text: string, start: number, end: number, out: number[]): void {
    if (ids.length < (end - start) * 4) {
      const size = (end - start) * 4;
      ids = new Int32Array(size);
      next = new Int32Array(size);
      prev = new Int32Array(size);
    }
    let n = 0;
    for (let i = start; i < end;) {
      const code = text.codePointAt(i)!;
      const width = code > 0xffff ? 2 : 1;
      const id = charIds.get(code === SPACE ? METASPACE : code);
      if (id !== undefined) ids[n++] = id;
      else {
        n = pushUtf8ByteIds(code, byteIds, ids, n);
      }
      i += width;
    }
    for (let i = 0; i < n; i++) {
      prev[i] = i - 1;
      next[i] = i + 1 < n ? i + 1 : -1;
    }
    heap.size = 0;
    for (let i = 0; i + 1 < n; i++) {
      const rank = rankOf(ids[i]!, ids[i + 1]!);
      if (rank !== NO_MERGE) heap.push(rank * POSITION_SPAN + i);
    }
    while (heap.size > 0) {
      const key = heap.pop();
      const rank = Math.floor(key / POSITION_SPAN);
      const pos = key - rank * POSITION_SPAN;
      const right = next[pos]!;
      // Skip entries made stale by earlier merges (a merged-away symbol has ids = -1).
      if (ids[pos] !== mergeLeft[rank] || right < 0 || ids[right] !== mergeRight[rank]) continue;
      ids[pos] = mergeResult[rank]!;
      ids[right] = -1;
      const after = next[right]!;
      next[pos] = after;
      if (after >= 0) prev[after] = pos;
      const before = prev[pos]!;
      if (before >= 0) {
        const r = rankOf(ids[before]!, ids[pos]!);
        if (r !== NO_MERGE) heap.push(r * POSITION_SPAN + before);
      }
      if (after >= 0) {
        const r = rankOf(ids[pos]!, ids[after]!);
        if (r !== NO_MERGE) heap.push(r * POSITION_SPAN + pos);
      }
    }
    for (let i = n > 0 ? 0 : -1; i >= 0; i = next[i]!) out.push(ids[i]!);
  }

  function encode(text: string): number[] {
    const out: number[] = [];
    splitOnAddedTokens(
      text,
      trie,
      (start, end) => {
        // Long stretches are encoded as one word, as the reference does.
        if (end - start >= POSITION_SPAN / 4)
          throw new Error('text too long to count in one piece');
        bpe(text, start, end, out);
      },
      (id) => out.push(id),
    );
    return out;
  }

  let joins: CharacterJoins | null = null;
  return {
    encode,
    count: (text) => encode(text).length,
    joins: (left, right) => (joins ??= characterJoins(vocabulary))(left, right),
  };
}
