/**
 * The session worker's what-if: the same conversation, settings and prices as the session it
 * shows ({@link readAndCount}), simulated again for each variant's opening texts by core's
 * `whatIfSession`, pausing between variants and between the slices of each so pings and newer
 * requests get in.
 */
import { whatIfSession, type WhatIfRow } from '../../core';
import { variantFromSplices } from './prefixSplices';
import type { WhatIfRequest } from './protocol';
import { readAndCount, type RunHost, type RunOutcome } from './runSimulation';

export type WhatIfOutcome =
  | { kind: 'whatIf'; rows: WhatIfRow[]; minCacheableTokens: number }
  | Exclude<RunOutcome, { kind: 'simulated' }>;

export interface WhatIfHost extends RunHost {
  /** `done` of `total` simulations (the base, then each variant). */
  simulated: (done: number, total: number) => void;
}

/** Runs one what-if request (see the file's comment). */
export async function runWhatIf(
  request: WhatIfRequest,
  countText: (text: string) => number,
  host: WhatIfHost,
): Promise<WhatIfOutcome> {
  const counted = await readAndCount(request, countText, host);
  if ('kind' in counted) return counted;
  const { prefix, settings, price, priceOverrides, current, projectTempDir } = request;
  const result = await whatIfSession({
    inputs: {
      prefix,
      settings,
      price,
      priceOverrides: { ...priceOverrides },
      current,
      projectTempDir,
    },
    variants: request.variants.map((sent) => variantFromSplices(prefix, sent)),
    conversation: counted.conversation,
    messageTokens: counted.messageTokens,
    compressionMemo: counted.compressionMemo,
    countText,
    onProgress: host.simulated,
    pause: host.pause,
  });
  if (!result) return { kind: 'superseded' };
  return { kind: 'whatIf', rows: result.rows, minCacheableTokens: result.minCacheableTokens };
}
