/** Conversion from the configuration to the prompt pipeline's input. */
import type { PlaygroundState, PromptInput } from '../../../core';

/**
 * The Gemini target's {@link PromptInput}: its settings plus the shared workspace files.
 * A local stand-in for the export folder's `toPromptInput` until that lands in core.
 */
export function promptInputFromConfig(
  gemini: PlaygroundState['gemini'],
  files: PlaygroundState['workspace']['files'],
): PromptInput {
  return { ...gemini, files };
}
