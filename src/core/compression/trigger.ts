import { tokenLimit } from '../models';

/** What the threshold check says (whether other rules stop the service is `decideCompression`'s). */
export type TriggerReason = 'below-threshold' | 'threshold-reached' | 'forced';

/** The threshold check as data (gemini-cli packages/core/src/context/chatCompressionService.ts). */
export interface TriggerDecision {
  lastPromptTokenCount: number;
  threshold: number;
  tokenLimit: number;
  /** `threshold * tokenLimit`: compression runs when the last prompt reaches it. */
  triggerAt: number;
  triggered: boolean;
  reason: TriggerReason;
  /** The check in a sentence, for display. */
  message: string;
}

/** Default of `model.compressionThreshold` (`DEFAULT_COMPRESSION_TOKEN_THRESHOLD`). */
export const DEFAULT_COMPRESSION_TOKEN_THRESHOLD = 0.5;

const MESSAGES: Record<TriggerReason, string> = {
  'below-threshold': 'Not triggered: the last prompt is below the compression threshold.',
  'threshold-reached': 'Triggered: the last prompt reached the compression threshold.',
  forced: 'Forced, as /compress does: the threshold is not checked.',
};

/** The threshold check: `force`, else `lastPromptTokenCount >= threshold × tokenLimit`. */
export function decideTrigger(input: {
  lastPromptTokenCount: number;
  model: string;
  /** The model's context window; default: the 2026-02 `tokenLimit(model)`. */
  tokenLimit?: number;
  threshold: number;
  force: boolean;
}): TriggerDecision {
  const limit = input.tokenLimit ?? tokenLimit(input.model);
  const triggerAt = input.threshold * limit;
  const reason: TriggerReason = input.force
    ? 'forced'
    : input.lastPromptTokenCount < triggerAt
      ? 'below-threshold'
      : 'threshold-reached';
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
