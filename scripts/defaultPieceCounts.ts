/**
 * Gemma 3 counts of the default configuration's counting pieces, computed at build time with
 * the same core (render, segments, `chunkForCounting`) and encoder as the app, so a first
 * visit shows exact figures before the vocabulary has loaded. Generated on every build from
 * the current core, so a change to the default prompt's wording changes them too.
 */
import { nodeGemmaEncoder } from '../src/cli/tokenCounting';
import {
  createDefaultPlaygroundState,
  renderSystemPrompt,
  segmentText,
  toPromptInput,
} from '../src/core/index';
import { chunkForCounting } from '../src/core/tokens/chunkText';
import { pieceKey } from '../src/workers/tokenCount/pieceKey';

export function defaultPieceCounts(): Record<string, number> {
  const rendered = renderSystemPrompt(toPromptInput(createDefaultPlaygroundState()));
  const encoder = nodeGemmaEncoder();
  const counts: Record<string, number> = {};
  for (const segment of segmentText(rendered.text, rendered.sections)) {
    for (const piece of chunkForCounting(segment.text))
      counts[pieceKey(piece)] = encoder.count(piece);
  }
  return counts;
}
