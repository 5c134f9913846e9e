/**
 * The session worker's memo of piece counts, in two generations: a piece met again is answered
 * with one lookup (a least-recently-used list moves it on every hit, a delete and an insert,
 * and a long replay looks up tens of thousands of pieces); pieces go into the young generation,
 * which, once it holds half the capacity, becomes the old one, the old one's pieces not met
 * since being forgotten. A piece found in the old generation moves back into the young.
 */

/** `count` of each piece, remembered for at most `capacity` pieces. */
export function createPieceCounts(
  count: (piece: string) => number,
  capacity: number,
): (piece: string) => number {
  const half = Math.max(1, Math.floor(capacity / 2));
  let young = new Map<string, number>();
  let old = new Map<string, number>();
  return (piece) => {
    let tokens = young.get(piece);
    if (tokens !== undefined) return tokens;
    tokens = old.get(piece);
    if (tokens === undefined) tokens = count(piece);
    young.set(piece, tokens);
    if (young.size >= half) {
      old = young;
      young = new Map();
    }
    return tokens;
  };
}
