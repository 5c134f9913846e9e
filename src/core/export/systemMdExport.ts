/** The "as sent" download: the prompt exactly as GEMINI_WRITE_SYSTEM_MD would write it. */
import { activeImportedPrompt } from '../importPrompt/importedPrompt';
import { renderSystemPrompt } from '../prompt/renderSystemPrompt';
import { joinPosix } from '../posixPath';
import type { PlaygroundState } from '../state/playgroundState';
import type { RenderedPrompt } from '../prompt/types';
import { toPromptInput } from '../inputs/toPromptInput';

/** The file name of the "as sent" download. */
export const SENT_PROMPT_FILE_NAME = 'system-prompt-as-sent.md';

/** What the `system.md` download holds and where the CLI would put it. */
export interface SystemMdExport {
  /** Download name: the final text, not a template (see `buildSystemMdTemplateExport`). */
  fileName: typeof SENT_PROMPT_FILE_NAME;
  /** The final, sanitised prompt with memory appended; `''` when `error` is set. */
  content: string;
  /** The resolved GEMINI_WRITE_SYSTEM_MD path, or null when writing is off. */
  writeTarget: string | null;
  /** Where to save it for GEMINI_SYSTEM_MD=1: `<cwd>/.gemini/system.md` (the CLI's switch path). */
  defaultTemplatePath: string;
  /** Why the CLI would produce no prompt (e.g. a missing custom template), else null. */
  error: string | null;
}

/**
 * The rendered system prompt as the CLI writes it with GEMINI_WRITE_SYSTEM_MD: the whole
 * sanitised text, user memory included, no trailing newline added (gemini-cli
 * packages/core/src/prompts/promptProvider.ts, GEMINI_WRITE_SYSTEM_MD); an active import is
 * written as toggled. `shown` is the prompt as the caller rendered it (with a release's own
 * text, which core cannot load itself); without it core renders the configuration.
 */
export function buildSystemMdExport(
  state: PlaygroundState,
  shown?: RenderedPrompt,
): SystemMdExport {
  const rendered = activeImportedPrompt(state) ?? shown ?? renderSystemPrompt(toPromptInput(state));
  return {
    fileName: SENT_PROMPT_FILE_NAME,
    content: rendered.error === null ? rendered.text : '',
    writeTarget: rendered.writeTarget,
    defaultTemplatePath: joinPosix(state.gemini.cwd, '.gemini', 'system.md'),
    error: rendered.error,
  };
}
