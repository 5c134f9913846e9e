/** The `system.md` download: the prompt exactly as GEMINI_WRITE_SYSTEM_MD would write it. */
import { activeImportedPrompt } from '../importPrompt/importedPrompt';
import { renderSystemPrompt } from '../prompt/renderSystemPrompt';
import { joinPosix } from '../posixPath';
import type { PlaygroundState } from '../state/playgroundState';
import { toPromptInput } from './toPromptInput';

/** What the `system.md` download holds and where the CLI would put it. */
export interface SystemMdExport {
  /** Download name. */
  fileName: 'system.md';
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
 * sanitised text, user memory included, no trailing newline added; an active import is
 * written as toggled.
 */
export function buildSystemMdExport(state: PlaygroundState): SystemMdExport {
  const rendered = activeImportedPrompt(state) ?? renderSystemPrompt(toPromptInput(state));
  return {
    fileName: 'system.md',
    content: rendered.error === null ? rendered.text : '',
    writeTarget: rendered.writeTarget,
    defaultTemplatePath: joinPosix(state.gemini.cwd, '.gemini', 'system.md'),
    error: rendered.error,
  };
}
