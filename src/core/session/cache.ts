/**
 * The implicit cache rule of a session simulation (issue 32). A request is a sequence of
 * pieces (its prefix pieces — system instruction, tool declarations, environment message —
 * then whole contents); the prefix it shares with the previous request of the same model and
 * system instruction is the run of equal leading pieces, in tokens. The cache serves that
 * prefix only when it reaches the model's minimum cacheable size.
 */

/**
 * The minimum assumed when a model has no price row: the largest minimum Google lists for
 * implicit caching (https://ai.google.dev/gemini-api/docs/caching), so the figure errs towards
 * fewer cached tokens.
 */
export const FALLBACK_MIN_CACHEABLE_TOKENS = 4096;

/** Tokens the implicit cache serves for a shared prefix: all of it from the minimum up, else 0. */
export function cachedTokensFor(sharedPrefixTokens: number, minCacheableTokens: number): number {
  return sharedPrefixTokens >= minCacheableTokens && sharedPrefixTokens > 0
    ? sharedPrefixTokens
    : 0;
}

/**
 * An append-only list of request pieces with running token sums: `sums[k]` is the tokens of
 * the first `k` pieces. Pieces are compared by identity (`===`), so the same content object
 * in the same place is the same piece.
 */
export interface PieceSequence {
  readonly ids: unknown[];
  readonly sums: number[];
}

/** One request's pieces: the first `length` pieces of a sequence (which may grow later). */
export interface RequestPieces {
  readonly sequence: PieceSequence;
  readonly length: number;
}

/** A sequence holding `pieces` (id and tokens each). */
export function pieceSequence(
  pieces: readonly { id: unknown; tokens: number }[] = [],
): PieceSequence {
  const sequence: PieceSequence = { ids: [], sums: [0] };
  for (const piece of pieces) appendPiece(sequence, piece.id, piece.tokens);
  return sequence;
}

/** Appends one piece to a sequence. */
export function appendPiece(sequence: PieceSequence, id: unknown, tokens: number): void {
  sequence.ids.push(id);
  sequence.sums.push((sequence.sums[sequence.sums.length - 1] ?? 0) + tokens);
}

/** The tokens of a request's pieces. */
export function requestTokens(request: RequestPieces): number {
  return request.sequence.sums[request.length] ?? 0;
}

/**
 * The tokens `current` shares with `previous` from the start: the sum over the leading pieces
 * that are equal. Within one growing sequence this is a lookup; across sequences (after a
 * compression) it walks the pieces until the first difference.
 */
export function sharedPrefixTokens(
  previous: RequestPieces | undefined,
  current: RequestPieces,
): number {
  if (!previous) return 0;
  const limit = Math.min(previous.length, current.length);
  if (previous.sequence === current.sequence) return current.sequence.sums[limit] ?? 0;
  let k = 0;
  while (k < limit && previous.sequence.ids[k] === current.sequence.ids[k]) k++;
  return current.sequence.sums[k] ?? 0;
}

/**
 * The last request of each cache key (model and system instruction). `share` returns what a
 * request has in common with the previous request of its key, then remembers it.
 */
export class PrefixMemory {
  private readonly last = new Map<string, RequestPieces>();

  share(key: string, request: RequestPieces): number {
    const shared = sharedPrefixTokens(this.last.get(key), request);
    this.last.set(key, request);
    return shared;
  }

  /** Marks `request` as sent before (an earlier session's request of the same key). */
  remember(key: string, request: RequestPieces): void {
    this.last.set(key, request);
  }
}
