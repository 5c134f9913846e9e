/**
 * The what-if over one session: the base configuration and every variant simulated in full
 * over the same conversation, settings and prices ({@link sessionFromState} with the
 * variant's opening texts), turned into rows by {@link whatIfRows}. The session worker runs
 * it; the variants' texts come from {@link whatIfVariants} on the page.
 */
import { countContents } from './sessionInput';
import {
  sessionFromState,
  sessionPrefixTexts,
  type SessionFromStateInput,
} from './sessionFromState';
import { breakAtToken } from './variants';
import { whatIfRows } from './whatIf';
import type { SessionResult, WhatIfRow, WhatIfVariant } from './types';
import { FALLBACK_MIN_CACHEABLE_TOKENS } from './cache';

export interface WhatIfSessionInput extends Omit<SessionFromStateInput, 'prefix' | 'onProgress'> {
  variants: readonly WhatIfVariant[];
  /** Called after the base and after each variant: `done` of `total` simulations. */
  onProgress?: (done: number, total: number) => void;
  /** Checked between simulations: true stops the work (the result is then null). */
  cancelled?: () => boolean;
}

export interface WhatIfSessionResult {
  base: SessionResult;
  rows: WhatIfRow[];
  /** The smallest prefix the model's cache serves (the price row's, or the fallback). */
  minCacheableTokens: number;
}

/**
 * Simulates the base and each variant (the contents are counted once for all of them) and
 * returns one row per variant, in the variants' order. Null when `cancelled` says so.
 */
export function whatIfSession(input: WhatIfSessionInput): WhatIfSessionResult | null {
  const { variants, onProgress, cancelled = () => false, ...session } = input;
  const messageTokens =
    session.messageTokens ?? countContents(session.conversation.contents, session.countText);
  const total = variants.length + 1;
  const base = sessionFromState({ ...session, messageTokens });
  onProgress?.(1, total);
  const basePrefix = sessionPrefixTexts(session.state, session.systemText);
  const simulated = [];
  for (const variant of variants) {
    if (cancelled()) return null;
    const result = sessionFromState({ ...session, messageTokens, prefix: variant.prefix });
    simulated.push({
      variant,
      result,
      breakAtToken: breakAtToken(basePrefix, variant.prefix, session.countText),
    });
    onProgress?.(simulated.length + 1, total);
  }
  const minCacheableTokens = base.price?.minCacheableTokens ?? FALLBACK_MIN_CACHEABLE_TOKENS;
  return { base, rows: whatIfRows(base, simulated, minCacheableTokens), minCacheableTokens };
}
