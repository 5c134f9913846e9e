import { estimateTextTokens, HEURISTIC_CURRENT } from './estimateTokenCount';

/**
 * Something that counts the tokens of a text. The core ships only the CLI heuristic; the UI
 * and workers plug in tokenizer-backed counters (o200k_base, cl100k_base) through this shape.
 */
export interface TokenCounter {
  /** Stable id, e.g. `gemini-cli-heuristic` or `o200k_base`. */
  id: string;
  /** Display label; every counter here is an estimate and says so. */
  label: string;
  /** Token count of `text`; a non-negative integer. */
  count(text: string): number;
}

/** The Gemini CLI's own local estimate (gemini-cli packages/core/src/utils/tokenCalculation.ts) as a {@link TokenCounter}. */
export const heuristicCounter: TokenCounter = {
  id: 'gemini-cli-heuristic',
  label: 'Gemini CLI heuristic (estimate)',
  count: estimateTextTokens,
};

/** The current CLI's (v0.56–0.61) local estimate: non-ASCII units weigh 1.5 instead of 1.3. */
export const currentHeuristicCounter: TokenCounter = {
  id: 'gemini-cli-heuristic-v0.61',
  label: 'Gemini CLI v0.61 heuristic (estimate)',
  count: (text) => estimateTextTokens(text, HEURISTIC_CURRENT),
};
