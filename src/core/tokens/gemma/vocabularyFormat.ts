/**
 * A compact binary form of the Gemma 3 SentencePiece-BPE vocabulary, holding only what
 * counting needs: the ids of single characters and of the 256 byte-fallback tokens, the
 * added tokens, and the merges (left id, right id, result id) in rank order. Built from
 * `tokenizer.json` at build time (`scripts/gemmaVocabularyAsset.ts`), read in the count
 * worker and in Node.
 *
 * Layout (little-endian u32 unless noted): magic "PSG3", format version, vocabulary size,
 * unknown-token id, character count C, added-token count A, merge count M, added-text length
 * T; 256 byte-fallback ids; C code points; C ids; A ids; A UTF-16 lengths; M left ids;
 * M right ids; M result ids; then T UTF-16 code units (u16): the added tokens' texts.
 */
import { buildMergeTable, type MergeTable } from './mergeTable';

const MAGIC = 0x33475350; // "PSG3"
const FORMAT_VERSION = 1;
const HEADER_WORDS = 8;

/** The parts of a Hugging Face `tokenizer.json` (BPE model) that counting reads. */
export interface TokenizerJson {
  added_tokens: readonly { id: number; content: string }[];
  model: {
    type: string;
    unk_token: string | null;
    byte_fallback?: boolean;
    vocab: Record<string, number>;
    merges: readonly (readonly [string, string] | string)[];
  };
}

/** What the Gemma encoder works from (see {@link encodeGemma}). */
export interface GemmaVocabulary {
  vocabularySize: number;
  unkId: number;
  /** Token id per byte value, for characters outside the vocabulary. */
  byteIds: Uint32Array;
  /** Token id of each single-character token, by code point. */
  charIds: Map<number, number>;
  /** Added tokens (matched in the raw text before anything else), text → id. */
  added: Map<string, number>;
  mergeLeft: Uint32Array;
  mergeRight: Uint32Array;
  mergeResult: Uint32Array;
  /** `(left, right)` → merge rank (index into the merge arrays). */
  mergeRank: MergeTable;
}

const hex = (byte: number) => `<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`;

/** Serialises the counting parts of a BPE `tokenizer.json` into the binary form above. */
export function serializeGemmaVocabulary(json: TokenizerJson): Uint8Array {
  const { model } = json;
  if (model.type !== 'BPE') throw new Error(`expected a BPE model, found ${model.type}`);
  const vocab = new Map(Object.entries(model.vocab));
  const idOf = (token: string): number => {
    const id = vocab.get(token);
    if (id === undefined)
      throw new Error(`token ${JSON.stringify(token)} is not in the vocabulary`);
    return id;
  };
  const byteIds = Array.from({ length: 256 }, (_, byte) => idOf(hex(byte)));
  const chars: [number, number][] = [];
  for (const [token, id] of vocab) {
    const code = token.codePointAt(0);
    if (code !== undefined && String.fromCodePoint(code).length === token.length) {
      chars.push([code, id]);
    }
  }
  const added = json.added_tokens;
  const addedText = added.map((t) => t.content).join('');
  const merges = model.merges.map((merge) =>
    typeof merge === 'string' ? (merge.split(' ') as [string, string]) : merge,
  );
  const words = HEADER_WORDS + 256 + chars.length * 2 + added.length * 2 + merges.length * 3;
  const out = new Uint8Array(words * 4 + addedText.length * 2);
  const u32 = new Uint32Array(out.buffer, 0, words);
  u32.set([
    MAGIC,
    FORMAT_VERSION,
    vocab.size,
    model.unk_token === null ? 0xffffffff : idOf(model.unk_token),
    chars.length,
    added.length,
    merges.length,
    addedText.length,
  ]);
  let at = HEADER_WORDS;
  const put = (values: Iterable<number>) => {
    for (const value of values) u32[at++] = value;
  };
  put(byteIds);
  put(chars.map(([code]) => code));
  put(chars.map(([, id]) => id));
  put(added.map((t) => t.id));
  put(added.map((t) => t.content.length));
  put(merges.map(([left]) => idOf(left)));
  put(merges.map(([, right]) => idOf(right)));
  put(merges.map(([left, right]) => idOf(left + right)));
  const units = new Uint16Array(out.buffer, words * 4, addedText.length);
  for (let i = 0; i < addedText.length; i++) units[i] = addedText.charCodeAt(i);
  return out;
}

/** Reads the binary form; throws a specific error when the bytes are not one. */
export function parseGemmaVocabulary(bytes: Uint8Array): GemmaVocabulary {
  if (bytes.byteLength < (HEADER_WORDS + 256) * 4)
    throw new Error('the vocabulary file is truncated');
  const aligned = bytes.byteOffset % 4 === 0 ? bytes : new Uint8Array(bytes); // Uint32Array needs alignment
  const header = new Uint32Array(aligned.buffer, aligned.byteOffset, HEADER_WORDS);
  const [magic, version, vocabularySize, unkId, nChars, nAdded, nMerges, nText] =
    header as unknown as number[];
  if (magic !== MAGIC) throw new Error('the vocabulary file is not a Promptscope Gemma vocabulary');
  if (version !== FORMAT_VERSION) throw new Error(`unsupported vocabulary format ${version}`);
  const words = HEADER_WORDS + 256 + nChars! * 2 + nAdded! * 2 + nMerges! * 3;
  if (aligned.byteLength !== words * 4 + nText! * 2)
    throw new Error('the vocabulary file is truncated');
  let at = aligned.byteOffset + HEADER_WORDS * 4;
  const take = (n: number) => {
    const view = new Uint32Array(aligned.buffer, at, n);
    at += n * 4;
    return view;
  };
  const byteIds = take(256);
  const codes = take(nChars!);
  const charIdList = take(nChars!);
  const addedIds = take(nAdded!);
  const addedLengths = take(nAdded!);
  const mergeLeft = take(nMerges!);
  const mergeRight = take(nMerges!);
  const mergeResult = take(nMerges!);
  const units = new Uint16Array(aligned.buffer, at, nText!);
  let text = '';
  for (let i = 0; i < units.length; i += 8192) {
    text += String.fromCharCode(...units.subarray(i, i + 8192));
  }
  const charIds = new Map<number, number>();
  for (let i = 0; i < codes.length; i++) charIds.set(codes[i]!, charIdList[i]!);
  const added = new Map<string, number>();
  let offset = 0;
  for (let i = 0; i < addedIds.length; i++) {
    const length = addedLengths[i]!;
    added.set(text.slice(offset, offset + length), addedIds[i]!);
    offset += length;
  }
  const mergeRank = buildMergeTable(mergeLeft, mergeRight);
  return {
    vocabularySize: vocabularySize!,
    unkId: unkId!,
    byteIds,
    charIds,
    added,
    mergeLeft,
    mergeRight,
    mergeResult,
    mergeRank,
  };
}
