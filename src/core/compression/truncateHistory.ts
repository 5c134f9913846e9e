import type { Content, FunctionResponse, Part } from '../content';
import { estimateTokenCount, type HeuristicWeights } from '../tokens';
import { savedToolOutputPath } from './savedOutputPath';
import { truncateToolOutputByChars } from './truncateChars';
import {
  COMPRESSION_TRUNCATE_LINES,
  formatTruncatedToolOutput,
  truncatedOutputPath,
} from './truncateOutput';

/** Token budget for tool outputs (`COMPRESSION_FUNCTION_RESPONSE_TOKEN_BUDGET`). */
export const COMPRESSION_FUNCTION_RESPONSE_TOKEN_BUDGET = 50_000;

export interface TruncateHistoryOptions {
  /** Tool-output token budget; default 50,000. */
  budgetTokens?: number;
  /** Lines kept per truncated output; default 30. */
  truncateLines?: number;
  /** Where the CLI saves full outputs (`<projectTempDir>/tool_output/`). */
  projectTempDir: string;
  /** The first truncation id (the CLI's `getNextCompressionTruncationId()`); default 1. */
  firstId?: number;
  /**
   * The current CLI (v0.56–0.61) truncates by characters instead of lines: set the
   * `maxChars` of `truncateToolOutputMaxChars` (used as it is, 0 and negative included) and
   * full outputs go to `<projectTempDir>/tool-outputs/`; the replaced part holds the function
   * response alone and a message without parts gets `parts: []`, as the CLI rebuilds them.
   * Unset: the 2026-02 30-line form.
   */
  maxChars?: number;
  /** The heuristic's weights (default: 2026-02's). */
  weights?: HeuristicWeights;
}

/** One full tool output the CLI would write to disk. */
export interface SavedToolOutput {
  path: string;
  content: string;
}

/** One function response replaced by a placeholder. */
export interface TruncatedToolOutput {
  messageIndex: number;
  partIndex: number;
  tool: string;
  id: number;
  path: string;
  originalTokens: number;
  placeholderTokens: number;
  /** Current CLI: the cut left half of a surrogate pair at the head's end or the tail's start. */
  splitsCharacter: boolean;
}

export interface TruncateHistoryResult {
  history: Content[];
  savedOutputs: SavedToolOutput[];
  /** Replaced outputs, in walk order (newest first). */
  truncated: TruncatedToolOutput[];
  /** Tool-output tokens counted against the budget after the walk. */
  countedTokens: number;
}

/**
 * The string a function response is measured and saved as: the response itself when it is a
 * string, else its string `output` or `content`, else `JSON.stringify(response, null, 2)`.
 */
export function functionResponsePayload(response: FunctionResponse['response']): string {
  if (typeof response === 'string') return response;
  if (response && typeof response === 'object') {
    if (typeof response.output === 'string') return response.output;
    if (typeof response.content === 'string') return response.content;
  }
  return JSON.stringify(response, null, 2) ?? '';
}

/**
 * The CLI's `truncateHistoryToBudget`: walks messages newest to oldest and their parts last to
 * first, adding each function response's estimated tokens to a counter. A response that would
 * take the counter over the budget is saved in full and replaced by
 * `{ output: formatTruncatedToolOutput(...) }`, whose own tokens are then counted. The input is
 * never mutated; untouched messages are shared with it.
 */
export function truncateHistoryToBudget(
  history: readonly Content[],
  options: TruncateHistoryOptions,
): TruncateHistoryResult {
  const budget = options.budgetTokens ?? COMPRESSION_FUNCTION_RESPONSE_TOKEN_BUDGET;
  const lines = options.truncateLines ?? COMPRESSION_TRUNCATE_LINES;
  let nextId = options.firstId ?? 1;
  let counter = 0;
  const byChars = options.maxChars !== undefined;
  const result: Content[] = history.slice();
  const savedOutputs: SavedToolOutput[] = [];
  const truncated: TruncatedToolOutput[] = [];

  for (let m = history.length - 1; m >= 0; m--) {
    const content = history[m] as Content;
    const parts = content.parts;
    if (!parts) {
      if (byChars) result[m] = { ...content, parts: [] };
      continue;
    }
    let newParts: Part[] | undefined;
    for (let p = parts.length - 1; p >= 0; p--) {
      const fr = parts[p]?.functionResponse;
      if (!fr) continue;
      const payload = functionResponsePayload(fr.response);
      const tokens = estimateTokenCount([{ text: payload }], options.weights);
      if (counter + tokens <= budget) {
        counter += tokens;
        continue;
      }
      const tool = fr.name ?? 'unknown_tool';
      const id = nextId++;
      const path = byChars
        ? savedToolOutputPath(options.projectTempDir, tool, id)
        : truncatedOutputPath(options.projectTempDir, tool, id);
      const cut = byChars
        ? truncateToolOutputByChars(payload, path, options.maxChars ?? Infinity)
        : null;
      const placeholder = cut ? cut.text : formatTruncatedToolOutput(payload, path, lines);
      const placeholderTokens = estimateTokenCount([{ text: placeholder }], options.weights);
      counter += placeholderTokens;
      savedOutputs.push({ path, content: payload });
      truncated.push({
        messageIndex: m,
        partIndex: p,
        tool,
        id,
        path,
        originalTokens: tokens,
        placeholderTokens,
        splitsCharacter: cut?.cut?.splitsCharacter ?? false,
      });
      newParts ??= parts.slice();
      const functionResponse = { ...fr, response: { output: placeholder } };
      newParts[p] = byChars ? { functionResponse } : { ...parts[p], functionResponse };
    }
    if (newParts) result[m] = { ...content, parts: newParts };
  }
  return { history: result, savedOutputs, truncated, countedTokens: counter };
}
