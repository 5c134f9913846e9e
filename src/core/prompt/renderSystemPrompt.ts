/** The whole pipeline: configuration → final system prompt, spans, warnings and errors. */
import { LEGACY_WORDING } from './legacyWordingParts';
import { loadedRelease } from './release/loaded';
import { renderPromptWith } from './renderPrompt';
import type { Piece, PromptPipeline } from './promptPipeline';
import type { PromptInput, RenderedPrompt } from './types';

export type { Piece, PromptPipeline };
export { locateSectionSpans } from './renderPrompt';

/**
 * Renders the system prompt exactly as the CLI would send it (see {@link renderPromptWith}),
 * with our 2026-02 wording and the loaded release of the input's version
 * ({@link provideRelease}).
 */
export function renderSystemPrompt(input: PromptInput): RenderedPrompt {
  return renderPromptWith(input, {
    legacy: LEGACY_WORDING,
    release: loadedRelease(input.cliVersion),
  });
}
