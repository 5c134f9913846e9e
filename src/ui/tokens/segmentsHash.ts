/** Content hashes of prompt segments, cheap to recompute on every keystroke. */
import type { TextSegment } from '../../core';
import { chunkForCounting, fnv1a, pieceHash } from '../../core';

const piecesBySegments = new WeakMap<readonly TextSegment[], string[][]>();

/**
 * Each segment's counting pieces (`chunkForCounting`), cut once per segments array: the hash
 * and the worker request of one prompt share them.
 */
export function countingPieces(segments: readonly TextSegment[]): string[][] {
  let pieces = piecesBySegments.get(segments);
  if (!pieces) {
    pieces = segments.map((segment) => chunkForCounting(segment.text));
    piecesBySegments.set(segments, pieces);
  }
  return pieces;
}

/**
 * A hash of the segments' keys and texts, as a string: the token query's key. Each text is
 * hashed as its counting pieces (`chunkForCounting`) through a memo, so only new pieces cost
 * JavaScript work. Two independent 32-bit mixes keep collisions negligible.
 */
export function segmentsHash(segments: readonly TextSegment[]): string {
  let h1 = 0x9e3779b9;
  let h2 = 0x85ebca6b;
  const mix = (value: number) => {
    h1 = Math.imul(h1 ^ value, 2654435761);
    h2 = Math.imul(h2 ^ (value >>> 7) ^ (value << 25), 1597334677);
  };
  const pieces = countingPieces(segments);
  segments.forEach(({ key, text }, index) => {
    mix(fnv1a(key));
    mix(text.length);
    for (const piece of pieces[index] ?? []) {
      mix(pieceHash(piece));
      mix(piece.length);
    }
  });
  return `${(h1 >>> 0).toString(36)}${(h2 >>> 0).toString(36)}-${segments.length}`;
}
