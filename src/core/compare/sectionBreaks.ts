/**
 * Where switching a section on or off would first change a prompt: everything before that
 * point stays a cacheable prefix. A present section changes the prompt from its own segment
 * (its leading separator included); an absent one would be inserted in front of the first
 * later section (in `order`, or any part outside `order` such as the memory block).
 */
import type { CountedPrompt } from './promptComparison';

/** A point of a prompt as a character offset and as the number of tokens before it. */
export interface PromptPoint {
  offset: number;
  token: number;
}

/** For every key of `order`, where toggling it would change `prompt` (see the module note). */
export function sectionBreakPoints(
  prompt: CountedPrompt,
  order: readonly string[],
): Map<string, PromptPoint> {
  const starts: { key: string; rank: number; point: PromptPoint }[] = [];
  let token = 0;
  prompt.segments.forEach((segment, i) => {
    const rank = order.indexOf(segment.key);
    starts.push({
      key: segment.key,
      rank: rank < 0 ? order.length : rank,
      point: { offset: segment.start, token },
    });
    token += prompt.counts[i] ?? 0;
  });
  const end: PromptPoint = { offset: prompt.text.length, token };
  const points = new Map<string, PromptPoint>();
  order.forEach((key, rank) => {
    const own = starts.find((start) => start.key === key);
    const next = own ?? starts.find((start) => start.rank > rank);
    points.set(key, next ? next.point : end);
  });
  return points;
}
