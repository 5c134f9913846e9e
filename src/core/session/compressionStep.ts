/**
 * One compression check of a session replay: the core's `planCompression` over the history so
 * far, and, when its decision is to summarise, the summariser request (and the current CLI's
 * verify request) with the offline summariser's snapshot as their answers.
 */
import type { Content } from '../content';
import { COMPRESSION_ACKNOWLEDGEMENT } from '../compression/messages';
import { offlineSummarise } from '../compression/offlineSummariser';
import { planCompression, type CurrentCompressionOptions } from '../compression/plan';
import { buildVerificationRequest, type SummaryRequest } from '../compression/requests';
import type { CompressionRule } from '../compression/decision';

/** A summariser call the compression makes, with its answer. */
export interface SummariserCall {
  kind: 'summary' | 'verify';
  request: SummaryRequest;
  answer: string;
}

/** What one compression check did. */
export type CompressionStepResult =
  /** A rule stopped it without changing the history (below threshold, nothing to compress…). */
  | { kind: 'none'; rule: CompressionRule }
  /** The current CLI after a failed attempt: the budget-truncated history replaces it. */
  | { kind: 'truncated'; rule: CompressionRule; history: Content[] }
  /** The summariser ran: its calls and the history it would leave. */
  | { kind: 'summarised'; rule: CompressionRule; calls: SummariserCall[]; history: Content[] };

export interface CompressionStepInput {
  history: readonly Content[];
  model: string;
  threshold: number;
  lastPromptTokenCount: number;
  hasFailedCompressionAttempt: boolean;
  projectTempDir: string;
  current?: CurrentCompressionOptions | undefined;
}

/**
 * Runs the compression service's decision on `history` and, when it summarises, builds the
 * summariser calls (verify only for the current CLI, as the compression simulator shows) and
 * the history after it: [snapshot as a user message, the acknowledgement, ...kept].
 */
export function compressionStep(input: CompressionStepInput): CompressionStepResult {
  const plan = planCompression(input.history, {
    model: input.model,
    threshold: input.threshold,
    lastPromptTokenCount: input.lastPromptTokenCount,
    hasFailedCompressionAttempt: input.hasFailedCompressionAttempt,
    projectTempDir: input.projectTempDir,
    ...(input.current ? { current: input.current } : {}),
  });
  const { rule } = plan.decision;
  if (plan.decision.status === 'CONTENT_TRUNCATED') {
    return { kind: 'truncated', rule, history: [...plan.truncation.history] };
  }
  if (rule !== 'summarise') return { kind: 'none', rule };
  const summary = offlineSummarise(plan.summaryRequest);
  const calls: SummariserCall[] = [
    { kind: 'summary', request: plan.summaryRequest, answer: summary },
  ];
  let finalSummary = summary.trim();
  if (input.current) {
    const verify = buildVerificationRequest(
      plan.summaryRequest,
      plan.historyForSummarizer,
      summary,
    );
    // The offline summariser reads the history before the closing turns, the same slice in
    // both requests, so its verify answer is its summary: not worked out twice.
    const verification = summary;
    calls.push({ kind: 'verify', request: verify, answer: verification });
    finalSummary = (verification.trim() || summary).trim();
  }
  const history: Content[] = [
    { role: 'user', parts: [{ text: finalSummary }] },
    { role: 'model', parts: [{ text: COMPRESSION_ACKNOWLEDGEMENT }] },
    ...plan.toKeep,
  ];
  return { kind: 'summarised', rule, calls, history };
}
