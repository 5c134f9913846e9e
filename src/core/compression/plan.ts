import type { Content, Part } from '../content';
import { resolveCurrentModel, type ModelAccess } from '../currentModels';
import { compressionModelAlias, resolveModel, tokenLimit } from '../models';
import { NEWEST_RELEASE, type CliVersion, type ReleaseVersion } from '../prompt/cliVersion';
import { getCompressionPrompt } from '../prompt/compressionPrompt';
import { releaseCompressionPrompt } from '../prompt/release/compression';
import { loadedRelease } from '../prompt/release/loaded';
import { HEURISTIC_2026_02, HEURISTIC_CURRENT, rememberingEstimator } from '../tokens';
import { currentCompressionModelAlias, currentTokenLimit } from './currentModels';
import { maskToolOutputs, type MaskingResult } from './masking';
import { curateHistory } from './curate';
import { decideCompression, type CompressionDecision } from './decision';
import { hasStateSnapshot } from './messages';
import { buildSummaryRequest, compressionModelForAlias, type SummaryRequest } from './requests';
import { contentCharCount, findCompressSplitPoint, isValidSplitPoint } from './splitPoint';
import {
  decideTrigger,
  DEFAULT_COMPRESSION_TOKEN_THRESHOLD,
  type TriggerDecision,
} from './trigger';
import { truncateToolOutputMaxChars } from './truncateChars';
import { truncateHistoryToBudget, type TruncateHistoryResult } from './truncateHistory';

/** Share of the history kept verbatim (`COMPRESSION_PRESERVE_THRESHOLD`). */
export const COMPRESSION_PRESERVE_THRESHOLD = 0.3;

export interface CompressionPlanOptions {
  /** Model id or alias as configured; resolved with `resolveModel`. */
  model: string;
  previewFeatures?: boolean;
  /** Trigger share of the token limit; default 0.5. */
  threshold?: number;
  /** Share kept verbatim; the split fraction is `1 - preserveFraction` (default 0.3 → 0.7). */
  preserveFraction?: number;
  /** `/compress`: skip the threshold and the failed-attempt rule. */
  force?: boolean;
  hasFailedCompressionAttempt?: boolean;
  /** The API's last `promptTokenCount`; default: the heuristic over the whole history. */
  lastPromptTokenCount?: number;
  projectTempDir: string;
  /** First id for saved tool outputs; default 1. */
  firstTruncationId?: number;
  /** Set to run the current CLI's (v0.56–0.61) compression instead of 2026-02's. */
  current?: CurrentCompressionOptions;
}

/** What the current CLI's compression reads besides the 2026-02 options. */
export interface CurrentCompressionOptions extends ModelAccess {
  /** Adds the plan-preservation block to the compression prompt. */
  approvedPlanPath?: string;
  /** The release whose summariser prompt is used (default: the loaded newest release). */
  cliVersion?: ReleaseVersion;
  /**
   * `tools.truncateToolOutputThreshold` (default 40,000). The compression service uses
   * `min(4 × remaining tokens, threshold)` as it is: 0 or less does not turn truncation off.
   */
  truncateToolOutputThreshold?: number;
  /**
   * `config.getSessionId()`: the masking step saves outputs under `session-<id>/`. The
   * compression service's own saved outputs never use it (it passes no session id).
   */
  sessionId?: string;
}

/** The split step as data; indices are into the curated (and truncated) history. */
export interface SplitDecision {
  index: number;
  fraction: number;
  targetChars: number;
  totalChars: number;
  charCounts: number[];
  validSplitPoints: number[];
}

/** Which history the summarizer reads: the curated slice as is, or its truncated form. */
export type SummarizerSource = 'original' | 'truncated';

/** Every stage of the compression service up to the summary request. */
export interface CompressionPlan {
  model: string;
  resolvedModel: string;
  compressionModelAlias: string;
  /** The concrete model the alias maps to. */
  compressionModel: string;
  curated: Content[];
  /** Indices of the input turns left out of the curated history. */
  dropped: number[];
  /** Estimated tokens of each curated message. */
  messageTokens: number[];
  trigger: TriggerDecision;
  truncation: TruncateHistoryResult;
  split: SplitDecision;
  toCompress: Content[];
  toKeep: Content[];
  historyForSummarizer: Content[];
  summarizerSource: SummarizerSource;
  /** Estimated tokens of the original (untruncated) slice, compared with the token limit. */
  originalSliceTokens: number;
  hasPreviousSnapshot: boolean;
  summaryRequest: SummaryRequest;
  /** The rule that decides the outcome, and the status and counts when it stops early. */
  decision: CompressionDecision;
  /** Which CLI's compression this plan follows. */
  cliVersion: CliVersion;
  /** Current CLI: the character limit each over-budget tool output was cut to. */
  maxChars: number | null;
  /** Current CLI: the tool-output masking step that runs after the compression check. */
  masking: MaskingResult | null;
}

const partsOf = (history: readonly Content[]): Part[] => history.flatMap((c) => c.parts ?? []);

/**
 * The pure, synchronous part of the compression service: curation, the trigger decision,
 * truncation, the split and the summary request. Every stage is computed even when the service
 * would stop early, so a UI can show what would happen; `decision` names the rule that stops
 * it, or says the summariser runs.
 */
export function planCompression(
  history: readonly Content[],
  options: CompressionPlanOptions,
): CompressionPlan {
  const { current } = options;
  const resolvedModel = current
    ? resolveCurrentModel(options.model, current)
    : resolveModel(options.model, options.previewFeatures ?? false);
  const alias = current
    ? currentCompressionModelAlias(resolvedModel)
    : compressionModelAlias(resolvedModel);
  const limit = current ? currentTokenLimit(resolvedModel) : tokenLimit(resolvedModel);
  const weights = current ? HEURISTIC_CURRENT : HEURISTIC_2026_02;
  // The current CLI counts with estimateTokenCountSync (its default arguments: the current
  // weights, 4 characters per token); 2026-02's heuristic differs only in the non-ASCII
  // weight. The plan estimates each message several times: each part is estimated once.
  const estimateParts = rememberingEstimator(weights);
  const estimate = (contents: readonly Content[]): number => estimateParts(partsOf(contents));
  const compressionModel = compressionModelForAlias(resolvedModel, alias);
  const { curated, dropped } = curateHistory(history);
  const trigger = decideTrigger({
    lastPromptTokenCount: options.lastPromptTokenCount ?? estimate(history),
    model: resolvedModel,
    tokenLimit: limit,
    threshold: options.threshold ?? DEFAULT_COMPRESSION_TOKEN_THRESHOLD,
    force: options.force ?? false,
  });
  const maxChars = current
    ? truncateToolOutputMaxChars(
        limit,
        trigger.lastPromptTokenCount,
        current.truncateToolOutputThreshold,
      )
    : null;

  const truncation = truncateHistoryToBudget(curated, {
    projectTempDir: options.projectTempDir,
    firstId: options.firstTruncationId ?? 1,
    ...(maxChars === null ? {} : { maxChars, weights }),
  });
  const fraction = 1 - (options.preserveFraction ?? COMPRESSION_PRESERVE_THRESHOLD);
  const charCounts = truncation.history.map(contentCharCount);
  const index = findCompressSplitPoint(truncation.history, fraction, charCounts);
  const totalChars = charCounts.reduce((sum, n) => sum + n, 0);
  const split: SplitDecision = {
    index,
    fraction,
    targetChars: totalChars * fraction,
    totalChars,
    charCounts,
    validSplitPoints: truncation.history.flatMap((c, i) => (isValidSplitPoint(c) ? [i] : [])),
  };
  const toCompress = truncation.history.slice(0, index);
  const toKeep = truncation.history.slice(index);

  const originalSlice = curated.slice(0, index);
  const originalSliceTokens = estimate(originalSlice);
  const useOriginal = originalSliceTokens < limit;
  const historyForSummarizer = useOriginal ? originalSlice : toCompress;
  const hasPreviousSnapshot = hasStateSnapshot(historyForSummarizer);

  const cliVersion: CliVersion = current ? (current.cliVersion ?? NEWEST_RELEASE) : '2026-02';
  const decision = decideCompression({
    cliVersion,
    curatedLength: curated.length,
    lastPromptTokenCount: trigger.lastPromptTokenCount,
    triggerAt: trigger.triggerAt,
    force: options.force ?? false,
    hasFailedCompressionAttempt: options.hasFailedCompressionAttempt ?? false,
    toCompressLength: toCompress.length,
    truncatedTokenCount: () => estimate(truncation.history),
  });

  return {
    model: options.model,
    resolvedModel,
    compressionModelAlias: alias,
    compressionModel,
    curated,
    dropped,
    messageTokens: curated.map((c) => estimateParts(c.parts ?? [])),
    trigger,
    truncation,
    split,
    toCompress,
    toKeep,
    historyForSummarizer,
    summarizerSource: useOriginal ? 'original' : 'truncated',
    originalSliceTokens,
    hasPreviousSnapshot,
    summaryRequest: buildSummaryRequest(
      historyForSummarizer,
      hasPreviousSnapshot,
      { model: compressionModel, modelAlias: alias },
      summariserPrompt(options),
    ),
    decision,
    cliVersion,
    maxChars,
    masking: current
      ? maskToolOutputs(curated, {
          projectTempDir: options.projectTempDir,
          weights,
          estimate: estimateParts,
          ...(current.sessionId ? { sessionId: current.sessionId } : {}),
        })
      : null,
  };
}

/**
 * The summariser's system prompt: a release's own (`getCompressionPrompt` of the family its
 * model picks) when that release is loaded, else our wording.
 */
function summariserPrompt(options: Pick<CompressionPlanOptions, 'model' | 'current'>): string {
  const { current } = options;
  const release = current ? loadedRelease(current.cliVersion ?? NEWEST_RELEASE) : null;
  if (current && release) {
    return releaseCompressionPrompt(
      release,
      { ...current, model: options.model },
      current.approvedPlanPath || undefined,
    );
  }
  return getCompressionPrompt(
    current?.approvedPlanPath ? { approvedPlanPath: current.approvedPlanPath } : {},
  );
}
