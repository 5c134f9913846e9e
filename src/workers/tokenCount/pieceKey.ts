/**
 * The key a piece's count is stored under (IndexedDB, the counts shipped with the build):
 * its length and two independent 32-bit hashes of its UTF-16 units, so two different pieces
 * practically never share a key. Pure, so the build computes the same keys in Node.
 */
export function pieceKey(piece: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x9e3779b9;
  for (let i = 0; i < piece.length; i++) {
    const unit = piece.charCodeAt(i);
    h1 = Math.imul(h1 ^ unit, 16777619);
    h2 = Math.imul(h2 ^ unit, 2246822519) ^ (h2 >>> 15);
  }
  return `${piece.length.toString(36)}.${(h1 >>> 0).toString(36)}.${(h2 >>> 0).toString(36)}`;
}
