/**
 * What turning one piece of the configuration off saves over a session: every figure is the
 * difference of two full simulations (the base configuration minus the variant), so the
 * cache, compression and long-context effects of the change are all in it.
 */
import type { SessionResult, WhatIfRow, WhatIfVariant } from './types';

/** A variant's full simulation and where its opening request first differs from the base's. */
export interface WhatIfInput {
  variant: WhatIfVariant;
  result: SessionResult;
  /** Token offset of the first difference from the base configuration's opening request. */
  breakAtToken: number;
}

/** True when two sessions compress a different number of times or before different requests. */
export function compressionsDiffer(a: SessionResult, b: SessionResult): boolean {
  if (a.compressions.length !== b.compressions.length) return true;
  return a.compressions.some(
    (event, i) =>
      event.beforeRequest !== b.compressions[i]?.beforeRequest ||
      event.outcome !== b.compressions[i]?.outcome,
  );
}

/** One row per variant: base − variant in tokens and money; see {@link WhatIfRow}. */
export function whatIfRows(
  base: SessionResult,
  variants: readonly WhatIfInput[],
  minCacheableTokens: number,
): WhatIfRow[] {
  return variants.map(({ variant, result, breakAtToken }) => {
    const baseCost = base.totals.cost;
    const variantCost = result.totals.cost;
    const savedCost = baseCost && variantCost ? baseCost.total - variantCost.total : null;
    return {
      key: variant.key,
      group: variant.group,
      label: variant.label,
      savedTokens: base.totals.inputTokens - result.totals.inputTokens,
      savedCachedTokens: base.totals.cachedTokens - result.totals.cachedTokens,
      savedCost,
      savedCostPerThousandSessions: savedCost === null ? null : savedCost * 1000,
      breakAtToken,
      breaksCacheForEveryRequest: breakAtToken < minCacheableTokens,
      changesCompression: compressionsDiffer(base, result),
    };
  });
}
