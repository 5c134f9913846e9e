/**
 * Tool-output masking of the current CLI (v0.56–0.61), run every turn after the compression
 * check: gemini-cli packages/core/src/services/toolOutputMaskingService.ts
 * `ToolOutputMaskingService.mask`. Walking from the newest turn back, the first 50,000
 * tool-output tokens stay protected; the outputs past that boundary are masked, but only when
 * together they reach 30,000 tokens. The latest turn is never touched, nor are the exempt tools.
 */
import type { Content, Part } from '../content';
import { estimateTokenCount, HEURISTIC_CURRENT, type HeuristicWeights } from '../tokens';
import { maskedOutputPath } from './savedOutputPath';
import { functionResponsePayload } from './truncateHistory';

/** `protectionThresholdTokens`: newest tool-output tokens that are never masked. */
export const MASKING_PROTECTION_THRESHOLD_TOKENS = 50_000;
/** `minPrunableThresholdTokens`: masking only happens when this much can be pruned. */
export const MASKING_MIN_PRUNABLE_TOKENS = 30_000;
/** Tools whose outputs are never masked. */
export const MASKING_EXEMPT_TOOLS: readonly string[] = [
  'activate_skill',
  'ask_user',
  'enter_plan_mode',
  'exit_plan_mode',
];
/** The tag a masked output is wrapped in (how an already masked output is recognised). */
export const MASKED_OUTPUT_TAG = 'tool_output_masked';
/** Characters of the original output shown in the masked placeholder. */
const PREVIEW_CHARS = 200;

export interface MaskingOptions {
  projectTempDir: string;
  protectionThresholdTokens?: number;
  minPrunableThresholdTokens?: number;
  /** `protectLatestTurn` (default true): the newest message is never masked. */
  protectLatestTurn?: boolean;
  weights?: HeuristicWeights;
  /** `estimateTokenCount` with `weights`, or an equal one that remembers parts it has seen. */
  estimate?: (parts: readonly Part[]) => number;
  /** `config.getSessionId()`: outputs are saved under `tool-outputs/session-<id>/`. */
  sessionId?: string;
}

/** One output the masking step replaced. */
export interface MaskedOutput {
  messageIndex: number;
  partIndex: number;
  tool: string;
  path: string;
  originalTokens: number;
  maskedTokens: number;
}

export interface MaskingResult {
  history: Content[];
  masked: MaskedOutput[];
  /** Tool-output tokens walked before the protection boundary was crossed (at most the limit). */
  protectedTokens: number;
  /** Tokens of the outputs past the boundary (masked only when ≥ the minimum). */
  prunableTokens: number;
  tokensSaved: number;
  /** Why nothing was masked, or null when something was. */
  skipped: MaskingSkipReason | null;
}

/** Why masking left every output alone. */
export type MaskingSkipReason = 'nothing-past-boundary' | 'below-minimum';

/** The placeholder an output is replaced with: the tag, a short preview and the saved file. */
export function maskedOutputText(tool: string, payload: string, path: string): string {
  const preview = payload.length > PREVIEW_CHARS ? `${payload.slice(0, PREVIEW_CHARS)}…` : payload;
  return (
    `<${MASKED_OUTPUT_TAG}>\nThe output of ${tool} (${payload.length} characters) was moved out of the ` +
    `context to save space. Read ${path} for all of it. Start of the output:\n${preview}\n</${MASKED_OUTPUT_TAG}>`
  );
}

const isMasked = (payload: string): boolean => payload.startsWith(`<${MASKED_OUTPUT_TAG}>`);

interface Candidate {
  messageIndex: number;
  partIndex: number;
  part: Part;
  response: NonNullable<Part['functionResponse']>;
  payload: string;
  tokens: number;
}

/** Runs the masking step on `history` (never mutated; untouched messages are shared). */
export function maskToolOutputs(
  history: readonly Content[],
  options: MaskingOptions,
): MaskingResult {
  const protection = options.protectionThresholdTokens ?? MASKING_PROTECTION_THRESHOLD_TOKENS;
  const minimum = options.minPrunableThresholdTokens ?? MASKING_MIN_PRUNABLE_TOKENS;
  const weights = options.weights ?? HEURISTIC_CURRENT;
  const estimate =
    options.estimate ?? ((parts: readonly Part[]) => estimateTokenCount(parts, weights));
  const newest = history.length - 1 - (options.protectLatestTurn === false ? 0 : 1);
  let cumulative = 0;
  let boundaryReached = false;
  let prunableTokens = 0;
  const prunable: Candidate[] = [];
  for (let m = newest; m >= 0; m--) {
    const parts = history[m]?.parts ?? [];
    for (let p = parts.length - 1; p >= 0; p--) {
      const part = parts[p] as Part;
      const fr = part?.functionResponse;
      if (!fr || (fr.name && MASKING_EXEMPT_TOOLS.includes(fr.name))) continue;
      const payload = functionResponsePayload(fr.response);
      if (!payload || isMasked(payload)) continue;
      const tokens = estimate([part]);
      if (!boundaryReached) {
        cumulative += tokens;
        if (cumulative <= protection) continue;
        boundaryReached = true;
      }
      prunableTokens += tokens;
      prunable.push({ messageIndex: m, partIndex: p, part, response: fr, payload, tokens });
    }
  }
  const protectedTokens = Math.min(cumulative, protection);
  const none = (skipped: MaskingResult['skipped']): MaskingResult => ({
    history: history.slice(),
    masked: [],
    protectedTokens,
    prunableTokens,
    tokensSaved: 0,
    skipped,
  });
  if (prunable.length === 0) return none('nothing-past-boundary');
  if (prunableTokens < minimum) return none('below-minimum');

  const result = history.slice();
  const masked: MaskedOutput[] = [];
  for (const c of prunable) {
    const fr = c.response;
    const tool = fr.name ?? 'unknown_tool';
    // The CLI names the file `<tool>_<call id>_<random>.txt`, with `Date.now()` for a missing
    // call id; the simulator stands in fixed values (position-based) so a plan is repeatable.
    const callId = fr.id || `${c.messageIndex}${String(c.partIndex).padStart(3, '0')}`;
    const suffix = (c.messageIndex * 1024 + c.partIndex).toString(36).padStart(6, '0');
    const path = maskedOutputPath(options.projectTempDir, tool, callId, suffix, options.sessionId);
    const text = maskedOutputText(tool, c.payload, path);
    const replaced: Part = { ...c.part, functionResponse: { ...fr, response: { output: text } } };
    const content = result[c.messageIndex] as Content;
    const parts = (content.parts ?? []).slice();
    parts[c.partIndex] = replaced;
    result[c.messageIndex] = { ...content, parts };
    const maskedTokens = estimate([replaced]);
    masked.push({
      messageIndex: c.messageIndex,
      partIndex: c.partIndex,
      tool,
      path,
      originalTokens: c.tokens,
      maskedTokens,
    });
  }
  const tokensSaved = masked.reduce((sum, m) => sum + m.originalTokens - m.maskedTokens, 0);
  return { history: result, masked, protectedTokens, prunableTokens, tokensSaved, skipped: null };
}
