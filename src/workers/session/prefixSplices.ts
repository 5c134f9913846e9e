/**
 * The what-if's variants cross to the session worker as splices of the session's own opening
 * texts: each variant differs from them by one piece turned off, so a splice (keep the base's
 * first `head` characters, put `middle`, keep its last `tail`) is a few hundred characters
 * where the whole texts were hundreds of kilobytes per variant (a 200 KB memory, 19 variants:
 * megabytes copied in one main-thread task). The worker puts the texts back together.
 */
import { changedRange, type SessionPrefixTexts, type WhatIfVariant } from '../../core';

/** A text as the base text with its middle replaced. */
export interface TextSplice {
  head: number;
  middle: string;
  tail: number;
}

/** A what-if variant as the worker is sent it: its opening texts as splices of the base's. */
export interface SplicedVariant extends Omit<WhatIfVariant, 'prefix'> {
  splices: Record<keyof SessionPrefixTexts, TextSplice>;
}

const PARTS = ['system', 'tools', 'environment'] as const;

/**
 * `text` as a splice of `base` (the longest common start, then the longest common end): core's
 * `changedRange`, which skips long equal stretches block by block with native comparison
 * instead of a character loop over hundreds of kilobytes.
 */
export function spliceOf(base: string, text: string): TextSplice {
  const { start, end, text: middle } = changedRange(base, text);
  return { head: start, middle, tail: base.length - end };
}

/** The text `splice` stands for over `base`; throws when it cannot be one of `base`'s. */
export function applySplice(base: string, splice: TextSplice): string {
  const { head, middle, tail } = splice;
  const whole = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;
  if (!whole(head) || !whole(tail) || head + tail > base.length || typeof middle !== 'string') {
    throw new Error('a what-if variant does not fit the session’s opening texts');
  }
  return base.slice(0, head) + middle + base.slice(base.length - tail);
}

/** The splices made so far, per variant (the page makes them while it renders in idle time). */
const made = new WeakMap<WhatIfVariant, { base: SessionPrefixTexts; sent: SplicedVariant }>();

/** `variant` as the worker is sent it, its texts spliced from `base` (memoised per variant). */
export function splicedVariant(base: SessionPrefixTexts, variant: WhatIfVariant): SplicedVariant {
  const known = made.get(variant);
  if (known?.base === base) return known.sent;
  const { prefix, ...rest } = variant;
  const splices = {} as SplicedVariant['splices'];
  for (const part of PARTS) splices[part] = spliceOf(base[part], prefix[part]);
  const sent = { ...rest, splices };
  made.set(variant, { base, sent });
  return sent;
}

/** The variant `sent` stands for over the session's opening texts `base`. */
export function variantFromSplices(base: SessionPrefixTexts, sent: SplicedVariant): WhatIfVariant {
  const { splices, ...rest } = sent;
  const prefix = {} as SessionPrefixTexts;
  for (const part of PARTS) prefix[part] = applySplice(base[part], splices[part]);
  return { ...rest, prefix };
}
