import { isReleaseVersion } from '../prompt/cliVersion';
import type { Content } from '../content';
import { getInitialChatHistory, type EnvironmentInput } from '../environment';
import { estimateTokenCount, HEURISTIC_2026_02, HEURISTIC_CURRENT } from '../tokens';
import { COMPRESSION_ACKNOWLEDGEMENT } from './messages';
import { planCompression, type CompressionPlan, type CompressionPlanOptions } from './plan';
import { buildVerificationRequest, type SummaryRequest } from './requests';
import {
  CompressionStatus,
  compressionStatusName,
  type CompressionStatusCode,
  type CompressionStatusName,
} from './status';

/**
 * The part of `AbortSignal` core relies on (core compiles without DOM types). A real
 * `AbortSignal` fits, and `SimulateCompressionOptions<AbortSignal>` hands it on unchanged.
 */
export interface AbortSignalLike {
  readonly aborted: boolean;
  readonly reason?: unknown;
}

/** A summarising model: returns the text of its answer to `request`. */
export type Summariser<S extends AbortSignalLike = AbortSignalLike> = (
  request: SummaryRequest,
  signal?: S,
) => Promise<string>;

/** Progress points reported through `onStage`. */
export type CompressionStage = 'planned' | 'summarising' | 'verifying' | 'assembling' | 'done';

export interface SimulateCompressionOptions<
  S extends AbortSignalLike = AbortSignalLike,
> extends CompressionPlanOptions {
  /** Inputs of the fresh environment-context message the client's `startChat` prepends. */
  environment: EnvironmentInput;
  summarise: Summariser<S>;
  signal?: S;
  onStage?: (stage: CompressionStage) => void;
}

/** The whole compression run as data. Fields after `plan` are null when not reached. */
export interface CompressionSimulation {
  plan: CompressionPlan;
  summary: string | null;
  verifyRequest: SummaryRequest | null;
  verification: string | null;
  /** `(verification.trim() || summary).trim()`, stored raw (scratchpad included). */
  finalSummary: string | null;
  /** What the service returns: `[summary, acknowledgement, ...toKeep]`. */
  compressedHistory: Content[] | null;
  /** What the chat holds after `startChat`: `[environment message, ...compressedHistory]`. */
  newHistory: Content[] | null;
  tokens: {
    before: number;
    after: number;
    /** True when a part carries media: the CLI would ask the countTokens API instead. */
    mediaPresent: boolean;
  };
  status: CompressionStatusCode;
  statusName: CompressionStatusName;
  /** True when the result is the new chat history (COMPRESSED, or the current CLI's CONTENT_TRUNCATED). */
  applied: boolean;
  /** True when the CLI would set `hasFailedCompressionAttempt` (inflated and not forced). */
  setsFailedAttemptFlag: boolean;
}

function throwIfAborted(signal: AbortSignalLike | undefined): void {
  if (signal?.aborted) throw signal.reason ?? new Error('Compression was cancelled.');
}

const hasMedia = (history: readonly Content[]): boolean =>
  history.some((c) => (c.parts ?? []).some((p) => Boolean(p?.inlineData || p?.fileData)));

/**
 * Runs the CLI's `ChatCompressionService.compress` on `history`: the plan, the summary call,
 * the verification call, the new history and the status. The summariser is injected, so the
 * same code runs offline, against Gemini and in tests; its errors (and aborts) reject.
 */
export async function simulateCompression<S extends AbortSignalLike = AbortSignalLike>(
  history: readonly Content[],
  options: SimulateCompressionOptions<S>,
): Promise<CompressionSimulation> {
  const plan = planCompression(history, options);
  options.onStage?.('planned');
  throwIfAborted(options.signal);
  const before = plan.trigger.lastPromptTokenCount;
  const result = (status: CompressionStatusCode, fields: Partial<CompressionSimulation> = {}) => {
    options.onStage?.('done');
    return {
      plan,
      summary: null,
      verifyRequest: null,
      verification: null,
      finalSummary: null,
      compressedHistory: null,
      newHistory: null,
      tokens: { before, after: before, mediaPresent: false },
      ...fields,
      status,
      statusName: compressionStatusName(status),
      applied: status === CompressionStatus.COMPRESSED,
      setsFailedAttemptFlag: false,
    } satisfies CompressionSimulation;
  };
  if (plan.noopReason === 'failed-attempt' && isReleaseVersion(plan.cliVersion)) {
    // The current CLI applies the budget-truncated history alone when it is smaller.
    const weights = HEURISTIC_CURRENT;
    const truncated = plan.truncation.history;
    const after = estimateTokenCount(
      truncated.flatMap((c) => c.parts ?? []),
      weights,
    );
    const original = estimateTokenCount(
      plan.curated.flatMap((c) => c.parts ?? []),
      weights,
    );
    if (after < original) {
      const tokens = { before, after, mediaPresent: hasMedia(truncated) };
      return {
        ...result(CompressionStatus.CONTENT_TRUNCATED, { newHistory: [...truncated], tokens }),
        applied: true,
      };
    }
  }
  if (plan.noopReason) return result(CompressionStatus.NOOP);

  options.onStage?.('summarising');
  const summary = await options.summarise(plan.summaryRequest, options.signal);
  throwIfAborted(options.signal);
  options.onStage?.('verifying');
  const verifyRequest = buildVerificationRequest(
    plan.summaryRequest,
    plan.historyForSummarizer,
    summary,
  );
  const verification = await options.summarise(verifyRequest, options.signal);
  throwIfAborted(options.signal);
  const finalSummary = (verification.trim() || summary).trim();
  const reached = { summary, verifyRequest, verification, finalSummary };
  if (!finalSummary) return result(CompressionStatus.COMPRESSION_FAILED_EMPTY_SUMMARY, reached);

  options.onStage?.('assembling');
  const compressedHistory: Content[] = [
    { role: 'user', parts: [{ text: finalSummary }] },
    { role: 'model', parts: [{ text: COMPRESSION_ACKNOWLEDGEMENT }] },
    ...plan.toKeep,
  ];
  const newHistory = getInitialChatHistory(options.environment, compressedHistory);
  const weights = isReleaseVersion(plan.cliVersion) ? HEURISTIC_CURRENT : HEURISTIC_2026_02;
  const after = estimateTokenCount(
    newHistory.flatMap((c) => c.parts ?? []),
    weights,
  );
  const tokens = { before, after, mediaPresent: hasMedia(newHistory) };
  const inflated = after > before;
  const status = inflated
    ? CompressionStatus.COMPRESSION_FAILED_INFLATED_TOKEN_COUNT
    : CompressionStatus.COMPRESSED;
  return {
    ...result(status, { ...reached, compressedHistory, newHistory, tokens }),
    setsFailedAttemptFlag: inflated && !(options.force ?? false),
  };
}
