/**
 * Which rule of `ChatCompressionService.compress` decides the outcome, in each CLI's order of
 * checks. The current CLI (v0.56–0.61, gemini-cli packages/core/src/context/
 * chatCompressionService.ts `compress()`): an empty history, then the threshold, then (after
 * budget truncation) the failed-attempt rule, then the split. The 2026-02 CLI
 * (packages/core/src/services/chatCompressionService.ts `compress()`): an empty history or a
 * failed attempt first (both reported as 0 → 0), then the threshold, then the split.
 */
import type { CliVersion } from '../prompt/cliVersion';

/** The rule that decided what the service returns. */
export type CompressionRule =
  /** NOOP reporting 0 → 0, even when forced. */
  | 'empty-history'
  /** 2026-02: NOOP reporting 0 → 0, checked before the threshold. */
  | 'failed-attempt'
  /** NOOP reporting the last prompt's count. */
  | 'below-threshold'
  /** Current CLI: the truncated estimate is below the API's last count: CONTENT_TRUNCATED. */
  | 'failed-attempt-truncated'
  /** Current CLI: the truncated estimate is not below the API's last count: NOOP. */
  | 'failed-attempt-no-gain'
  /** The split is at message 0: NOOP. */
  | 'nothing-to-compress'
  /** The summariser runs (forced, or the threshold was reached). */
  | 'summarise';

/** The rule, and what the service returns when it stops without a summary. */
export interface CompressionDecision {
  rule: CompressionRule;
  /** The status returned without summarising; null when the summariser runs. */
  status: 'NOOP' | 'CONTENT_TRUNCATED' | null;
  /** `originalTokenCount` → `newTokenCount` reported with that status; null when summarising. */
  tokens: { before: number; after: number } | null;
  /**
   * Current CLI after a failed attempt (not forced): `estimateTokenCountSync` over the
   * truncated history, compared with the API's last count. Null otherwise.
   */
  truncatedTokenCount: number | null;
}

export interface DecisionInput {
  cliVersion: CliVersion;
  curatedLength: number;
  /** The API's last `promptTokenCount` (`chat.getLastPromptTokenCount()`). */
  lastPromptTokenCount: number;
  /** `threshold × tokenLimit(model)`. */
  triggerAt: number;
  force: boolean;
  hasFailedCompressionAttempt: boolean;
  /** Messages before the split in the truncated history. */
  toCompressLength: number;
  /** Called only when the current CLI's failed-attempt rule needs it. */
  truncatedTokenCount: () => number;
}

const stop = (
  rule: CompressionRule,
  before: number,
  after = before,
  status: 'NOOP' | 'CONTENT_TRUNCATED' = 'NOOP',
  truncatedTokenCount: number | null = null,
): CompressionDecision => ({ rule, status, tokens: { before, after }, truncatedTokenCount });

/** Applies the CLI's checks in its order and names the one that decided. */
export function decideCompression(input: DecisionInput): CompressionDecision {
  const last = input.lastPromptTokenCount;
  const failed = input.hasFailedCompressionAttempt && !input.force;
  const below = !input.force && last < input.triggerAt;
  if (input.curatedLength === 0) return stop('empty-history', 0);
  if (input.cliVersion === '2026-02') {
    if (failed) return stop('failed-attempt', 0);
    if (below) return stop('below-threshold', last);
  } else {
    if (below) return stop('below-threshold', last);
    if (failed) {
      const truncated = input.truncatedTokenCount();
      return truncated < last
        ? stop('failed-attempt-truncated', last, truncated, 'CONTENT_TRUNCATED', truncated)
        : stop('failed-attempt-no-gain', last, last, 'NOOP', truncated);
    }
  }
  if (input.toCompressLength === 0) return stop('nothing-to-compress', last);
  return { rule: 'summarise', status: null, tokens: null, truncatedTokenCount: null };
}
