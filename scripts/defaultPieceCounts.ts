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
  geminiVocabularyFor,
  openingRequestPartsOf,
  provideRelease,
  resolveModel,
  renderPromptWith,
  segmentText,
  toPromptInput,
  type RenderedPrompt,
} from '../src/core/index';
import { loadReleaseBundle } from '../src/releases/index';
import { LEGACY_WORDING } from '../src/core/prompt/legacyWordingParts';
import { chunkForCounting } from '../src/core/tokens/chunkText';
import { describeEncoding } from '../src/ui/features/meter/encodingLabels';
import { pieceKey } from '../src/workers/tokenCount/pieceKey';
import type { ShellFigure } from './build/staticShell';

/** A new user's prompt, rendered with the newest release's own text as the page renders it. */
async function defaultPrompt(): Promise<RenderedPrompt> {
  const state = createDefaultPlaygroundState();
  const release = await loadReleaseBundle(state.gemini.cliVersion);
  return renderPromptWith(toPromptInput(state), { legacy: LEGACY_WORDING, release });
}

/** The texts a new user's meter counts: prompt segments, then the opening request's parts. */
export async function defaultCountedTexts(): Promise<string[]> {
  const state = createDefaultPlaygroundState();
  const rendered = await defaultPrompt();
  // The tool declarations are the release's own, as on the page once its bundle has loaded.
  const takeBack = provideRelease(await loadReleaseBundle(state.gemini.cliVersion));
  let parts;
  try {
    parts = openingRequestPartsOf(state, rendered.text);
  } finally {
    takeBack();
  }
  return [
    ...segmentText(rendered.text, rendered.sections).map((segment) => segment.text),
    ...parts.slice(1).map((part) => part.text),
  ].filter((text) => text !== '');
}

/** Piece and whole-text counts of {@link defaultCountedTexts} with `count` (one vocabulary). */
export async function defaultPieceCounts(
  count: (piece: string) => number = nodeGemmaEncoder().count,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const text of await defaultCountedTexts()) {
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

/**
 * What a new user's meter shows first: the default prompt's total in its encoding (the sum of
 * its segments' piece counts, as the worker adds them) with the meter's label. The static shell
 * shows it before the app has loaded (scripts/build/staticShell.ts).
 */
export async function defaultShellFigure(
  count: (piece: string) => number = nodeGemmaEncoder().count,
): Promise<ShellFigure> {
  const state = createDefaultPlaygroundState();
  if (state.tokens.encoding !== 'gemma3') {
    throw new Error(
      `defaultShellFigure counts with Gemma 3, the default is ${state.tokens.encoding}`,
    );
  }
  const rendered = await defaultPrompt();
  let total = 0;
  for (const segment of segmentText(rendered.text, rendered.sections)) {
    for (const piece of chunkForCounting(segment.text)) total += count(piece);
  }
  const model = resolveModel(state.gemini.model, state.gemini.previewFeatures);
  const shown = describeEncoding(state.tokens.encoding, geminiVocabularyFor(model));
  return { total, encoding: state.tokens.encoding, name: shown.name, badge: shown.badge };
}
