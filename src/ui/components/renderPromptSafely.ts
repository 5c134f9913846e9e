/** Rendering that never throws: a failure becomes an `error` the panel can show. */
import { renderSystemPrompt, type PromptInput, type RenderedPrompt } from '../../core';

/**
 * {@link renderSystemPrompt} of the input `build` returns, with any unexpected exception
 * (while building the input or rendering) turned into a result whose `error` explains it
 * (the text is then empty), so bad input never blanks the page.
 */
export function renderPromptSafely(build: () => PromptInput): RenderedPrompt {
  try {
    return renderSystemPrompt(build());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      text: '',
      mode: 'standard',
      sections: [],
      warnings: [],
      error: `Promptscope could not render this configuration (${reason}).`,
      writeTarget: null,
      templatePath: null,
      removedTools: [],
    };
  }
}
