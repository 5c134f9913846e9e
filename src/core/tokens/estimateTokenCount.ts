import type { Part } from '../content';

/** Tokens per UTF-16 code unit whose code is 127 or lower. */
const ASCII_TOKENS_PER_UNIT = 0.25;
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
/** Above this many characters the CLI stops scanning and counts `length / 4`. */
const FULL_SCAN_MAX_CHARS = 100_000;
/** Flat estimate for an image part (`image/*`). */
const IMAGE_TOKEN_ESTIMATE = 3000;
/** Flat estimate for a PDF part. */
const PDF_TOKEN_ESTIMATE = 25_800;
/** Nested function-response parts deeper than this count nothing. */
const MAX_NESTING_DEPTH = 3;

/** Unfloored heuristic estimate of one text, as the CLI computes it. */
function rawTextEstimate(text: string, weights: HeuristicWeights): number {
  if (text.length > FULL_SCAN_MAX_CHARS) return text.length / 4;
  const nonAscii = weights.nonAsciiTokensPerUnit;
  let tokens = 0;
  for (let i = 0; i < text.length; i++) {
    tokens += text.charCodeAt(i) <= 127 ? ASCII_TOKENS_PER_UNIT : nonAscii;
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

function functionResponseEstimate(part: Part, depth: number, weights: HeuristicWeights): number {
  const fr = part.functionResponse;
  if (!fr) return 0;
  let tokens = (fr.name?.length ?? 0) / 4;
  const response: unknown = fr.response;
  if (typeof response === 'string') {
    tokens += response.length / 4;
  } else if (response !== undefined && response !== null) {
    tokens += JSON.stringify(response).length / 4;
  }
  if (Array.isArray(fr.parts) && fr.parts.length > 0) {
    tokens += estimateTokenCountAtDepth(fr.parts, depth + 1, weights);
  }
  return tokens;
}

function estimateTokenCountAtDepth(
  parts: readonly Part[],
  depth: number,
  weights: HeuristicWeights,
): number {
  if (depth > MAX_NESTING_DEPTH) return 0;
  let total = 0;
  for (const part of parts) {
    if (typeof part.text === 'string') {
      total += rawTextEstimate(part.text, weights);
    } else if (part.functionResponse) {
      total += functionResponseEstimate(part, depth, weights);
    } else {
      total += mediaEstimate(part) ?? JSON.stringify(part).length / 4;
    }
  }
  return Math.floor(total);
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
 * `weights` picks the CLI version's non-ASCII weight (default: 2026-02's 1.3).
 */
export function estimateTokenCount(
  parts: readonly Part[],
  weights: HeuristicWeights = HEURISTIC_2026_02,
): number {
  return estimateTokenCountAtDepth(parts, 0, weights);
}

/** The heuristic for a single text: `estimateTokenCount([{ text }], weights)`. */
export function estimateTextTokens(
  text: string,
  weights: HeuristicWeights = HEURISTIC_2026_02,
): number {
  return Math.floor(rawTextEstimate(text, weights));
}
