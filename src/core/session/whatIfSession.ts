/**
 * The what-if over one session: the base opening texts and every variant's simulated in full
 * over the same conversation, settings and prices (the contents counted once), turned into
 * rows by {@link whatIfRows}. The session worker runs it with the same inputs as the session
 * it shows; the variants' texts come from {@link whatIfVariants} on the page.
 */
import { FALLBACK_MIN_CACHEABLE_TOKENS } from './cache';
import { countPrefixTexts } from './sessionFromState';
import { simulateSession, type SimulateSessionInput } from './simulate';
import { breakAtToken } from './variants';
import { whatIfRows, type WhatIfInput } from './whatIf';
import type { SessionPrefixTexts, SessionResult, WhatIfRow, WhatIfVariant } from './types';

export interface WhatIfSessionInput extends Omit<
  SimulateSessionInput,
  'prefix' | 'onProgress' | 'onTurnRequest'
> {
  /** The base configuration's opening texts. */
  prefix: SessionPrefixTexts;
  variants: readonly WhatIfVariant[];
  /** Called after the base and after each variant: `done` of `total` simulations. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Awaited between simulations (a worker hears newer messages there); resolving false stops
   * the work and the result is null.
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
  const { prefix, variants, onProgress, pause = () => Promise.resolve(true), ...session } = input;
  const simulate = (texts: SessionPrefixTexts) =>
    simulateSession({ ...session, prefix: countPrefixTexts(texts, session.countText) });
  const total = variants.length + 1;
  const base = simulate(prefix);
  onProgress?.(1, total);
  const simulated: WhatIfInput[] = [];
  for (const variant of variants) {
    if (!(await pause())) return null;
    simulated.push({
      variant,
      result: simulate(variant.prefix),
      breakAtToken: breakAtToken(prefix, variant.prefix, session.countText),
    });
    onProgress?.(simulated.length + 1, total);
  }
  const minCacheableTokens = base.price?.minCacheableTokens ?? FALLBACK_MIN_CACHEABLE_TOKENS;
  return { base, rows: whatIfRows(base, simulated, minCacheableTokens), minCacheableTokens };
}
