/** Conversion from the playground configuration to the prompt pipeline's input. */
import type { PlaygroundState, PromptInput } from '../../../core';

/**
 * The Gemini target's {@link PromptInput}: its settings plus the shared workspace files.
 * (A local twin of the export folder's `toPromptInput`, kept tiny on purpose.)
 */
export function geminiPromptInput(
  gemini: PlaygroundState['gemini'],
  files: PlaygroundState['workspace']['files'],
): PromptInput {
  return { ...gemini, files };
}
