import type { Part } from '../content';

/** `DEFAULT_CHARS_PER_TOKEN`: an ASCII unit costs `1 / charsPerToken` tokens. */
export const DEFAULT_CHARS_PER_TOKEN = 4;
/**
 * Tokens per UTF-16 code unit above 127: 1.3 in the 2026-02 CLI (an emoji is two units, so
 * 2.6), 1.5 from v0.56 on (gemini-cli packages/core/src/utils/tokenCalculation.ts
 * `estimateTokenCountSync`).
 */
export const NON_ASCII_TOKENS_PER_UNIT_2026_02 = 1.3;
export const NON_ASCII_TOKENS_PER_UNIT_CURRENT = 1.5;

/** The one weight that differs between CLI versions of the heuristic. */
export interface HeuristicWeights {
  nonAsciiTokensPerUnit: number;
}

/** The 2026-02 weights (the default of every function here). */
export const HEURISTIC_2026_02: HeuristicWeights = {
  nonAsciiTokensPerUnit: NON_ASCII_TOKENS_PER_UNIT_2026_02,
};
/** The v0.56–0.61 weights. */
export const HEURISTIC_CURRENT: HeuristicWeights = {
  nonAsciiTokensPerUnit: NON_ASCII_TOKENS_PER_UNIT_CURRENT,
};
/** Above this many characters the CLI stops scanning and counts `length / charsPerToken`. */
const FULL_SCAN_MAX_CHARS = 100_000;
/** Flat estimate for an image part (`image/*`). */
const IMAGE_TOKEN_ESTIMATE = 3000;
/** Flat estimate for a PDF part. */
const PDF_TOKEN_ESTIMATE = 25_800;
/** `MAX_RECURSION_DEPTH`: parts at a deeper nesting level count nothing. */
export const MAX_NESTING_DEPTH = 3;

/** Runs of UTF-16 units above 127 (no `u` flag: each surrogate is a unit of its own). */
const NON_ASCII_RUN = /[\u0080-\uffff]+/g;

/**
 * True when `weight` is a whole number of 1024ths: adding it to such a sum is exact (the sums
 * here stay far below 2^43), so the order of the additions cannot change the result.
 */
const addsExactly = (weight: number): boolean => Number.isInteger(weight * 1024);

/** The UTF-16 units above 127 in `text`, counted by the regular-expression engine. */
function nonAsciiUnits(text: string): number {
  let count = 0;
  NON_ASCII_RUN.lastIndex = 0;
  for (let run = NON_ASCII_RUN.exec(text); run !== null; run = NON_ASCII_RUN.exec(text))
    count += run[0].length;
  return count;
}

/** Unfloored heuristic estimate of one text, as the CLI computes it. */
function rawTextEstimate(text: string, weights: HeuristicWeights, charsPerToken: number): number {
  if (text.length > FULL_SCAN_MAX_CHARS) return text.length / charsPerToken;
  const nonAscii = weights.nonAsciiTokensPerUnit;
  // The CLI adds `1 / charsPerToken` once per unit (not `count / charsPerToken`): the same sum,
  // rounding included, for divisors such as 3.
  const ascii = 1 / charsPerToken;
  // When every addition of the CLI's loop is exact (4 characters per token; ASCII only, or
  // the current 1.5 weight), its sum is the two products: the units above 127 are counted by
  // the regular-expression engine, several times faster than a loop over every unit.
  if (addsExactly(ascii)) {
    const units = nonAsciiUnits(text);
    if (units === 0 || addsExactly(nonAscii))
      return (text.length - units) * ascii + units * nonAscii;
  }
  let tokens = 0;
  for (let i = 0; i < text.length; i++) {
    tokens += text.charCodeAt(i) <= 127 ? ascii : nonAscii;
  }
  return tokens;
}

/** Flat estimate for image and PDF parts, or undefined for anything else. */
function mediaEstimate(part: Part): number | undefined {
  const mimeType = part.inlineData?.mimeType || part.fileData?.mimeType;
  if (mimeType?.startsWith('image/')) return IMAGE_TOKEN_ESTIMATE;
  if (mimeType?.startsWith('application/pdf')) return PDF_TOKEN_ESTIMATE;
  return undefined;
}

function functionResponseEstimate(
  part: Part,
  depth: number,
  weights: HeuristicWeights,
  charsPerToken: number,
): number {
  const fr = part.functionResponse;
  if (!fr) return 0;
  let tokens = (fr.name?.length ?? 0) / charsPerToken;
  const response: unknown = fr.response;
  if (typeof response === 'string') {
    tokens += response.length / charsPerToken;
  } else if (response !== undefined && response !== null) {
    tokens += JSON.stringify(response).length / charsPerToken;
  }
  if (Array.isArray(fr.parts) && fr.parts.length > 0) {
    tokens += estimateTokenCountAtDepth(fr.parts, depth + 1, weights, charsPerToken);
  }
  return tokens;
}

function estimateTokenCountAtDepth(
  parts: readonly Part[],
  depth: number,
  weights: HeuristicWeights,
  charsPerToken: number,
): number {
  if (depth > MAX_NESTING_DEPTH) return 0;
  let total = 0;
  for (const part of parts) total += partEstimate(part, depth, weights, charsPerToken);
  return Math.floor(total);
}

/** What one part adds to the unfloored sum at `depth`. */
function partEstimate(
  part: Part,
  depth: number,
  weights: HeuristicWeights,
  charsPerToken: number,
): number {
  if (typeof part.text === 'string') return rawTextEstimate(part.text, weights, charsPerToken);
  if (part.functionResponse) return functionResponseEstimate(part, depth, weights, charsPerToken);
  return mediaEstimate(part) ?? JSON.stringify(part).length / charsPerToken;
}

/**
 * `(parts) => estimateTokenCount(parts, weights)`, the same numbers, remembering what each
 * part object adds to the sum: a compression plan estimates the same messages several times
 * (the whole history, the slice to compress, each message, the masking step's outputs), and a
 * function response's estimate serialises it. For parts that are not changed afterwards (the
 * core never changes a history's parts; it replaces them). It holds every part it has seen:
 * make one per plan (a Map, which costs the garbage collector less than a WeakMap of
 * thousands of parts).
 */
export function rememberingEstimator(
  weights: HeuristicWeights = HEURISTIC_2026_02,
): (parts: readonly Part[]) => number {
  const known = new Map<Part, number>();
  return (parts) => {
    let total = 0;
    for (const part of parts) {
      let tokens = known.get(part);
      if (tokens === undefined) {
        tokens = partEstimate(part, 0, weights, DEFAULT_CHARS_PER_TOKEN);
        // Only objects can be remembered (bad input may hold other values).
        if (typeof part === 'object' && part !== null) known.set(part, tokens);
      }
      total += tokens;
    }
    return Math.floor(total);
  };
}

/**
 * The Gemini CLI's local token heuristic (`estimateTokenCountSync` in gemini-cli packages/core/src/utils/tokenCalculation.ts).
 *
 * - text (thought parts too): 0.25 per UTF-16 unit with code ≤ 127, 1.3 (2026-02) or 1.5
 *   (v0.56 on) per other unit;
 *   a text longer than 100,000 chars counts `length / 4`;
 * - functionResponse: `name.length / 4` plus the response (`length / 4` for a string,
 *   else `JSON.stringify(response).length / 4`) plus its nested `parts`, recursively
 *   (nesting depth ≤ 3; each nested level is floored, as in the CLI's recursive call);
 * - `image/*` inlineData/fileData: 3000; PDF: 25,800;
 * - anything else (functionCall, other media): `JSON.stringify(part).length / 4`.
 *
 * Per-part estimates are summed unfloored and the sum is floored once at the end.
 * `weights` picks the CLI version's non-ASCII weight (default: 2026-02's 1.3). This is the
 * CLI's function at depth 0 and 4 characters per token; {@link estimateTokenCountSync} takes
 * the current CLI's other arguments.
 */
export function estimateTokenCount(
  parts: readonly Part[],
  weights: HeuristicWeights = HEURISTIC_2026_02,
): number {
  return estimateTokenCountAtDepth(parts, 0, weights, DEFAULT_CHARS_PER_TOKEN);
}

/**
 * The current CLI's (v0.56–0.61) heuristic with its own arguments: gemini-cli
 * packages/core/src/utils/tokenCalculation.ts `estimateTokenCountSync(parts, depth = 0,
 * charsPerToken = 4)`. Non-ASCII units weigh 1.5; ASCII units, long texts, function responses
 * and other parts cost `1 / charsPerToken` per character. A `depth` above 3 counts 0 (the
 * CLI's guard against deep nesting); every level is floored.
 */
export function estimateTokenCountSync(
  parts: readonly Part[],
  depth = 0,
  charsPerToken = DEFAULT_CHARS_PER_TOKEN,
): number {
  return estimateTokenCountAtDepth(parts, depth, HEURISTIC_CURRENT, charsPerToken);
}

/** The heuristic for a single text: `estimateTokenCount([{ text }], weights)`. */
export function estimateTextTokens(
  text: string,
  weights: HeuristicWeights = HEURISTIC_2026_02,
): number {
  return Math.floor(rawTextEstimate(text, weights, DEFAULT_CHARS_PER_TOKEN));
}
