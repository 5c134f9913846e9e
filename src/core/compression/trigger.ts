import { tokenLimit } from '../models';

/** Why compression did or did not go ahead at the trigger step. */
export type TriggerReason =
  'empty-history' | 'failed-attempt' | 'below-threshold' | 'threshold-reached' | 'forced';

/** The trigger step as data (gemini-cli packages/core/src/services/chatCompressionService.ts). */
export interface TriggerDecision {
  lastPromptTokenCount: number;
  threshold: number;
  tokenLimit: number;
  /** `threshold * tokenLimit`: compression runs when the last prompt reaches it. */
  triggerAt: number;
  triggered: boolean;
  reason: TriggerReason;
  /** The decision in a sentence, for display. */
  message: string;
}

/** Default of `model.compressionThreshold` (`DEFAULT_COMPRESSION_TOKEN_THRESHOLD`). */
export const DEFAULT_COMPRESSION_TOKEN_THRESHOLD = 0.5;

const MESSAGES: Record<TriggerReason, string> = {
  'empty-history': 'Nothing to compress: the curated history is empty.',
  'failed-attempt':
    'Skipped: an earlier compression in this session inflated the token count, so only /compress (force) runs it again.',
  'below-threshold': 'Not triggered: the last prompt is below the compression threshold.',
  'threshold-reached': 'Triggered: the last prompt reached the compression threshold.',
  forced: 'Forced, as /compress does: the threshold is not checked.',
};

/** Decides whether the service goes on, in the CLI's order of checks. */
export function decideTrigger(input: {
  curatedLength: number;
  lastPromptTokenCount: number;
  model: string;
  /** The model's context window; default: the 2026-02 `tokenLimit(model)`. */
  tokenLimit?: number;
  threshold: number;
  force: boolean;
  hasFailedCompressionAttempt: boolean;
}): TriggerDecision {
  const limit = input.tokenLimit ?? tokenLimit(input.model);
  const triggerAt = input.threshold * limit;
  let reason: TriggerReason;
  if (input.curatedLength === 0) reason = 'empty-history';
  else if (input.hasFailedCompressionAttempt && !input.force) reason = 'failed-attempt';
  else if (input.force) reason = 'forced';
  else if (input.lastPromptTokenCount < triggerAt) reason = 'below-threshold';
  else reason = 'threshold-reached';
  return {
    lastPromptTokenCount: input.lastPromptTokenCount,
    threshold: input.threshold,
    tokenLimit: limit,
    triggerAt,
    triggered: reason === 'forced' || reason === 'threshold-reached',
    reason,
    message: MESSAGES[reason],
  };
}
