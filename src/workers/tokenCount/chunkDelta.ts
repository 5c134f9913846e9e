/**
 * What travels to the worker per request: each segment as its counting pieces, with a piece
 * that equals the one at the same place in the previous request sent as `null`. Typing in a
 * 200 KB memory then posts about one 2 KB piece instead of the whole text.
 */
export type ChunkDelta = (string | null)[][];

/** Replaces the pieces of `next` that equal `previous` at the same position with `null`. */
export function toChunkDelta(previous: readonly string[][], next: readonly string[][]): ChunkDelta {
  return next.map((chunks, s) =>
    chunks.map((chunk, c) => (previous[s]?.[c] === chunk ? null : chunk)),
  );
}

/** Restores the pieces from a delta and the previous request's pieces. */
export function fromChunkDelta(previous: readonly string[][], delta: ChunkDelta): string[][] {
  return delta.map((chunks, s) =>
    chunks.map((chunk, c) => {
      if (chunk !== null) return chunk;
      const known = previous[s]?.[c];
      if (known === undefined) throw new Error(`piece ${s}.${c} was never sent`);
      return known;
    }),
  );
}
