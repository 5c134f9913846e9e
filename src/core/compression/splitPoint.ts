import type { Content } from '../content';

/**
 * True when `content` may start the kept tail: a user message none of whose parts carries a
 * truthy `functionResponse`. Empty or missing `parts` still qualify (gemini-cli packages/core/src/services/chatCompressionService.ts).
 */
export function isValidSplitPoint(content: Content): boolean {
  if (content.role !== 'user') return false;
  return !(content.parts ?? []).some((part) => Boolean(part?.functionResponse));
}

/** The character count the CLI weighs each content by: `JSON.stringify(content).length`. */
export function contentCharCount(content: Content): number {
  return JSON.stringify(content).length;
}

/**
 * The CLI's `findCompressSplitPoint`: the index of the first content to keep, so that
 * `contents.slice(0, index)` is summarised. Character based (UTF-16 units of each whole
 * serialised content); the first valid split point whose preceding total is `>=`
 * `fraction` of the sum wins. When none qualifies, a trailing model message without a function
 * call allows compressing everything (`contents.length`); otherwise the last valid split point
 * seen (starting at 0) is returned.
 *
 * `charCounts` may pass precomputed {@link contentCharCount}s (one per content) to avoid
 * serialising a large history twice.
 *
 * @throws Error `Fraction must be between 0 and 1` unless `0 < fraction < 1`.
 */
export function findCompressSplitPoint(
  contents: readonly Content[],
  fraction: number,
  charCounts: readonly number[] = contents.map(contentCharCount),
): number {
  if (!(fraction > 0 && fraction < 1)) {
    throw new Error('Fraction must be between 0 and 1');
  }
  const totalChars = charCounts.reduce((sum, count) => sum + count, 0);
  const targetChars = totalChars * fraction;

  let lastSplitPoint = 0;
  let cumulative = 0;
  for (let i = 0; i < contents.length; i++) {
    const content = contents[i] as Content;
    if (isValidSplitPoint(content)) {
      if (cumulative >= targetChars) return i;
      lastSplitPoint = i;
    }
    cumulative += charCounts[i] ?? 0;
  }

  const last = contents[contents.length - 1];
  if (last?.role === 'model' && !(last.parts ?? []).some((part) => Boolean(part?.functionCall))) {
    return contents.length;
  }
  return lastSplitPoint;
}
