/** Rendering that never throws: a failure becomes an `error` the panel can show. */
import {
  LegacyWordingMissingError,
  loadedRelease,
  renderPromptWith,
  type PromptInput,
  type RenderedPrompt,
} from '../../core';
import { loadLegacyWording, loadedLegacyWording } from '../prompt/legacyWording';

/** Results standing in for a prompt whose wording is still loading (never memoise them). */
const waiting = new WeakSet<RenderedPrompt>();

/** Whether `rendered` only stands in for a prompt whose wording is still loading. */
export function isWaitingForWording(rendered: RenderedPrompt): boolean {
  return waiting.has(rendered);
}

function failedRender(error: string): RenderedPrompt {
  return {
    text: '',
    mode: 'standard',
    sections: [],
    warnings: [],
    error,
    writeTarget: null,
    templatePath: null,
    removedTools: [],
  };
}

/**
 * The rendered system prompt of the input `build` returns (core `renderSystemPrompt`, with
 * the on-demand wording once loaded), with any unexpected exception (while building the
 * input or rendering) turned into a result whose `error` explains it (the text is then
 * empty), so bad input never blanks the page. A prompt whose wording has not arrived starts
 * loading it and gets a stand-in result (see {@link isWaitingForWording}).
 */
export function renderPromptSafely(build: () => PromptInput): RenderedPrompt {
  try {
    const input = build();
    return renderPromptWith(input, {
      legacy: loadedLegacyWording(),
      release: loadedRelease(input.cliVersion),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (error instanceof LegacyWordingMissingError) {
      void loadLegacyWording().catch(() => undefined);
      const result = failedRender(`Promptscope is loading this prompt (${reason}).`);
      waiting.add(result);
      return result;
    }
    return failedRender(`Promptscope could not render this configuration (${reason}).`);
  }
}
