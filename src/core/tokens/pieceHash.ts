/**
 * Hashes of counting pieces (`chunkForCounting`), shared by the meter's query key
 * (`src/ui/tokens/segmentsHash.ts`) and the imported-prompt worker, which hashes a
 * large import's pieces off the main thread and hands them over ({@link rememberPieceHashes}).
 */

/** Piece hashes remembered; beyond this the memo starts afresh. */
const MEMO_LIMIT = 20_000;
let memo = new Map<string, number>();

/** A 32-bit FNV-1a hash of `text`. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * A copy of `piece` that holds only its own characters. A piece cut from a prompt with
 * `slice` is a view that keeps the whole prompt alive: remembered as it is, every keystroke's
 * 200 KB prompt would stay in memory for as long as the memo keeps its last piece.
 */
function ownCopy(piece: string): string {
  // Joined with a character and cut again: the engine builds a new string of the piece's
  // length and the cut refers to that one.
  return ` ${piece}`.slice(1);
}

/**
 * The hash of one piece. Pieces seen before are found by the engine's native string hashing
 * in a Map, so typing in a 200 KB memory hashes about one 2 KB piece in JavaScript.
 */
export function pieceHash(piece: string): number {
  let hash = memo.get(piece);
  if (hash === undefined) {
    hash = fnv1a(piece);
    if (memo.size >= MEMO_LIMIT) memo = new Map();
    memo.set(ownCopy(piece), hash);
  }
  return hash;
}

/**
 * Remembers the hashes of the pieces of `text` that end at `ends` (computed elsewhere, e.g.
 * in a worker), so {@link pieceHash} finds them without hashing in JavaScript.
 */
export function rememberPieceHashes(
  text: string,
  ends: readonly number[],
  hashes: readonly number[],
): void {
  if (memo.size + ends.length > MEMO_LIMIT) memo = new Map();
  let start = 0;
  ends.forEach((end, i) => {
    const hash = hashes[i];
    if (hash !== undefined && end > start) memo.set(text.slice(start, end), hash);
    start = end;
  });
}
