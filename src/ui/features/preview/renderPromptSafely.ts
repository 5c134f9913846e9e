/** Rendering that never throws: a failure becomes an `error` the panel can show. */
import { renderSystemPrompt, type PromptInput, type RenderedPrompt } from '../../../core';

/**
 * {@link renderSystemPrompt}, with any unexpected exception turned into a result whose
 * `error` explains it (the text is then empty), so bad input never blanks the page.
 */
export function renderPromptSafely(input: PromptInput): RenderedPrompt {
  try {
    return renderSystemPrompt(input);
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
