/**
 * Gemma 3 (and o200k_base) counts of the default configuration's texts, computed at build time with the same
 * core (render, segments, opening request, `chunkForCounting`) and encoder as the app, so a
 * first visit shows exact figures before the vocabulary has loaded. Keys are `pieceKey`s of
 * each counting piece (the worker's look-up) and of each whole text the meter shows: every
 * prompt segment, the tool declarations and the environment message (the page's look-up,
 * `segmentCountMemory.ts`). Generated on every build from the current core, so a change to
 * the default prompt's wording changes them too.
 */
import { nodeGemmaEncoder } from '../src/cli/tokenCounting';
import {
  createDefaultPlaygroundState,
  openingRequestPartsOf,
  renderSystemPrompt,
  segmentText,
  toPromptInput,
} from '../src/core/index';
import { chunkForCounting } from '../src/core/tokens/chunkText';
import { pieceKey } from '../src/workers/tokenCount/pieceKey';

/** The texts a new user's meter counts: prompt segments, then the opening request's parts. */
export function defaultCountedTexts(): string[] {
  const state = createDefaultPlaygroundState();
  const rendered = renderSystemPrompt(toPromptInput(state));
  const parts = openingRequestPartsOf(state, rendered.text);
  return [
    ...segmentText(rendered.text, rendered.sections).map((segment) => segment.text),
    ...parts.slice(1).map((part) => part.text),
  ].filter((text) => text !== '');
}

/** Piece and whole-text counts of {@link defaultCountedTexts} with `count` (one vocabulary). */
export function defaultPieceCounts(
  count: (piece: string) => number = nodeGemmaEncoder().count,
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const text of defaultCountedTexts()) {
    let whole = 0;
    for (const piece of chunkForCounting(text)) {
      const tokens = count(piece);
      counts[pieceKey(piece)] = tokens;
      whole += tokens;
    }
    counts[pieceKey(text)] = whole;
  }
  return counts;
}
