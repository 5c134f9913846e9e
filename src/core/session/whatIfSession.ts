/**
 * The what-if over one session: the base opening texts and every variant's simulated in full
 * over the same conversation, settings and prices (the contents counted once), turned into
 * rows by {@link whatIfRows}. The session worker runs it with the same inputs as the session
 * it shows; the variants' texts come from {@link whatIfVariants} on the page.
 */
import { FALLBACK_MIN_CACHEABLE_TOKENS } from './cache';
import { createCompressionMemo, type CompressionMemo } from './compressionMemo';
import { countContents } from './sessionInput';
import { finishInSlices, simulateSessionRunSteps, type SessionRunInputs } from './sessionFromState';
import { breakAtToken } from './variants';
import { whatIfRows, type WhatIfInput } from './whatIf';
import type {
  SessionConversation,
  SessionPrefixTexts,
  SessionResult,
  WhatIfRow,
  WhatIfVariant,
} from './types';

export interface WhatIfSessionInput {
  /** The base configuration's run inputs (`sessionRunInputs`): its opening texts, settings, prices. */
  inputs: SessionRunInputs;
  conversation: SessionConversation;
  countText: (text: string) => number;
  /** The contents already counted (`countContents`); counted once here when absent. */
  messageTokens?: readonly number[];
  variants: readonly WhatIfVariant[];
  /**
   * Compression steps already planned over this conversation (a worker keeps one per
   * conversation); a fresh one, shared by the base and the variants, when absent.
   */
  compressionMemo?: CompressionMemo;
  /** Called after the base and after each variant: `done` of `total` simulations. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Awaited between simulations and between the slices of a long one (`simulateSessionSteps`):
   * a worker hears newer messages there; resolving false stops the work and the result is null.
   */
  pause?: () => Promise<boolean>;
}

export interface WhatIfSessionResult {
  base: SessionResult;
  rows: WhatIfRow[];
  /** The smallest prefix the model's cache serves (the price row's, or the fallback). */
  minCacheableTokens: number;
}

/**
 * Simulates the base and each variant and returns one row per variant, in the variants'
 * order, or null when `pause` stopped it.
 */
export async function whatIfSession(
  input: WhatIfSessionInput,
): Promise<WhatIfSessionResult | null> {
  const { inputs, conversation, countText, variants, onProgress } = input;
  const pause = input.pause ?? (() => Promise.resolve(true));
  const messageTokens = input.messageTokens ?? countContents(conversation.contents, countText);
  const compressionMemo = input.compressionMemo ?? createCompressionMemo();
  const simulate = (prefix: SessionPrefixTexts) =>
    finishInSlices(
      simulateSessionRunSteps({ ...inputs, prefix }, conversation, countText, {
        messageTokens,
        compressionMemo,
      }),
      pause,
    );
  const { prefix } = inputs;
  const total = variants.length + 1;
  const base = await simulate(prefix);
  if (!base) return null;
  onProgress?.(1, total);
  const simulated: WhatIfInput[] = [];
  for (const variant of variants) {
    if (!(await pause())) return null;
    const result = await simulate(variant.prefix);
    if (!result) return null;
    simulated.push({
      variant,
      result,
      breakAtToken: breakAtToken(prefix, variant.prefix, countText),
    });
    onProgress?.(simulated.length + 1, total);
  }
  const minCacheableTokens = base.price?.minCacheableTokens ?? FALLBACK_MIN_CACHEABLE_TOKENS;
  return { base, rows: whatIfRows(base, simulated, minCacheableTokens), minCacheableTokens };
}
