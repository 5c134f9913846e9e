/**
 * Compression steps remembered across simulations of the same conversation. A what-if
 * variant or a toggled section changes the opening texts, not the history, so the compression
 * the CLI would run at a given point is the same: the memo hands back the earlier step
 * instead of planning and summarising again. The key is everything the step reads: the
 * history (each content by identity), the model, threshold and options, the failed-attempt
 * flag, and the parts of the API's last count the step reads (whether it reaches the
 * threshold, the current CLI's truncation limit, and the count itself after a failed attempt).
 */
import type { Content } from '../content';
import { currentTokenLimit } from '../compression/currentModels';
import { truncateToolOutputMaxChars } from '../compression/truncateChars';
import { resolveCurrentModel } from '../currentModels';
import { resolveModel, tokenLimit } from '../models';
import {
  compressionStep,
  type CompressionStepInput,
  type CompressionStepResult,
} from './compressionStep';

/** Steps kept at most; the memo starts over past it. */
const MAX_STEPS = 64;

/**
 * A memo of compression steps; pass the same one to every simulation of a conversation, with
 * the same counter (it keeps the token counts of the contents its steps made).
 */
export interface CompressionMemo {
  readonly steps: Map<string, CompressionStepResult>;
  readonly ids: WeakMap<Content, number>;
  next: number;
  /**
   * The tokens of contents the remembered steps made (the snapshot, masked tool outputs),
   * counted once: a simulation that reuses a step reuses its contents, which are not in the
   * conversation's own counts.
   */
  readonly contentTokens: WeakMap<Content, number>;
}

export function createCompressionMemo(): CompressionMemo {
  return { steps: new Map(), ids: new WeakMap(), next: 0, contentTokens: new WeakMap() };
}

function idOf(memo: CompressionMemo, content: Content): number {
  let id = memo.ids.get(content);
  if (id === undefined) memo.ids.set(content, (id = memo.next++));
  return id;
}

/** The step's key: see the file comment. */
function stepKey(memo: CompressionMemo, input: CompressionStepInput): string {
  const { current } = input;
  const limit = current
    ? currentTokenLimit(resolveCurrentModel(input.model, current))
    : tokenLimit(resolveModel(input.model, false));
  const reached = input.lastPromptTokenCount >= input.threshold * limit;
  const maxChars = current
    ? truncateToolOutputMaxChars(
        limit,
        input.lastPromptTokenCount,
        current.truncateToolOutputThreshold,
      )
    : '';
  const last = input.hasFailedCompressionAttempt && current ? input.lastPromptTokenCount : '';
  const head = [
    input.model,
    input.threshold,
    input.projectTempDir,
    current ? JSON.stringify(current) : '-',
    input.hasFailedCompressionAttempt,
    reached,
    maxChars,
    last,
  ].join('\u0000');
  return `${head}\u0000${input.history.map((c) => idOf(memo, c)).join(',')}`;
}

/**
 * {@link compressionStep}, remembered in `memo` when one is given. The step returned may be
 * shared with other simulations: its history must be copied before it is changed.
 */
export function rememberedCompressionStep(
  input: CompressionStepInput,
  memo: CompressionMemo | undefined,
): CompressionStepResult {
  if (!memo) return compressionStep(input);
  const key = stepKey(memo, input);
  const known = memo.steps.get(key);
  if (known) return known;
  const step = compressionStep(input);
  if (memo.steps.size >= MAX_STEPS) memo.steps.clear();
  memo.steps.set(key, step);
  return step;
}
