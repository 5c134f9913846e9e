import type { Content } from '../content';

/**
 * The CLI's `isValidContent` for model turns: at least one part, no empty part objects and no
 * empty text outside thoughts.
 */
export function isValidModelContent(content: Content): boolean {
  const parts = content.parts;
  if (!parts || parts.length === 0) return false;
  return parts.every(
    (part) =>
      part !== undefined &&
      part !== null &&
      Object.keys(part).length > 0 &&
      (Boolean(part.thought) || part.text !== ''),
  );
}

/** The curated history and the indices (in the input) of the turns it left out. */
export interface CuratedHistory {
  curated: Content[];
  dropped: number[];
}

/**
 * The curated history the CLI sends to the model (`extractCuratedHistory` in gemini-cli packages/core/src/core/geminiChat.ts): user
 * turns are kept as they are; each run of consecutive model turns is kept whole only when
 * every turn in it is valid, otherwise the whole run is dropped. Turns with any role other
 * than `user` are treated as part of a model run so that no input can stall the walk.
 */
export function curateHistory(history: readonly Content[]): CuratedHistory {
  const curated: Content[] = [];
  const dropped: number[] = [];
  let i = 0;
  while (i < history.length) {
    const content = history[i] as Content;
    if (content.role === 'user') {
      curated.push(content);
      i++;
      continue;
    }
    const start = i;
    let valid = true;
    while (i < history.length && (history[i] as Content).role !== 'user') {
      if (valid && !isValidModelContent(history[i] as Content)) valid = false;
      i++;
    }
    for (let j = start; j < i; j++) {
      if (valid) curated.push(history[j] as Content);
      else dropped.push(j);
    }
  }
  return { curated, dropped };
}
