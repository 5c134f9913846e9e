/**
 * The `system.md` download meant for GEMINI_SYSTEM_MD: a template, not the final prompt. The
 * CLI appends the user memory to whatever template it reads and fills its `${…}` placeholders
 * (gemini-cli packages/core/src/prompts/utils.ts applySubstitutions), so the template must hold
 * neither the memory nor the substituted values, or they arrive twice / frozen.
 */
import { isReleaseVersion } from '../prompt/cliVersion';
import { getCoreSystemPrompt, renderSectionTexts } from '../prompt/composer';
import { sanitizePromptNewlines } from '../prompt/finalShell';
import { activeImportedPrompt } from '../importPrompt/importedPrompt';
import { loadedRelease } from '../prompt/release/loaded';
import { requireRelease } from '../prompt/release/missing';
import { releasePipeline } from '../prompt/release/pipeline';
import { missingTemplateError, resolveCustomTemplate } from '../prompt/customTemplate';
import { effectiveTools } from '../prompt/effectiveTools';
import { buildSystemPromptOptions } from '../prompt/provider';
import type { PlaygroundState } from '../state/playgroundState';
import { toPromptInput } from '../inputs/toPromptInput';

/** What the template download holds. */
export interface SystemMdTemplateExport {
  /** The name GEMINI_SYSTEM_MD=1 reads from `<cwd>/.gemini/`. */
  fileName: 'system.md';
  /** The template text; `''` when `error` is set. */
  content: string;
  /** Why no template can be given (a missing custom template), else null. */
  error: string | null;
}

/** Replaces the first occurrence of `needle` (if any) with `replacement`, literally. */
function replaceFirst(text: string, needle: string, replacement: string): string {
  if (needle === '') return text;
  const at = text.indexOf(needle);
  return at < 0 ? text : text.slice(0, at) + replacement + text.slice(at + needle.length);
}

/**
 * The prompt as a GEMINI_SYSTEM_MD template: in custom mode the template file itself; in
 * standard mode the composed sections without the memory, with the sub-agent list and the
 * skills block turned back into `${SubAgents}` and `${AgentSkills}`. Fed to the CLI (or to
 * Promptscope's custom-template mode) with the same memory, it gives back the prompt as sent.
 * The CLI version selected picks the composer (a release's own code, loaded); an active
 * imported prompt is given as toggled (it has no placeholders to restore).
 */
export function buildSystemMdTemplateExport(state: PlaygroundState): SystemMdTemplateExport {
  const imported = activeImportedPrompt(state);
  if (imported) return { fileName: 'system.md', content: imported.text, error: null };
  const input = toPromptInput(state);
  const custom = resolveCustomTemplate(input);
  if (custom.kind === 'custom') {
    return custom.content === null
      ? { fileName: 'system.md', content: '', error: missingTemplateError(custom.path) }
      : { fileName: 'system.md', content: custom.content, error: null };
  }
  let template: string;
  let texts: { AGENTCONTEXTS: string; AGENTSKILLS: string };
  if (isReleaseVersion(input.cliVersion)) {
    const { tools } = effectiveTools(input);
    const release = requireRelease(loadedRelease(input.cliVersion), input.cliVersion);
    const { base, pieces } = releasePipeline(input, tools, release).standardPieces(tools);
    const piece = (key: string) => pieces.find((p) => p.key === key)?.text ?? '';
    template = base;
    texts = { AGENTCONTEXTS: piece('AGENTCONTEXTS'), AGENTSKILLS: piece('AGENTSKILLS') };
  } else {
    const options = buildSystemPromptOptions(input);
    texts = renderSectionTexts(options);
    template = getCoreSystemPrompt(options);
  }
  template = replaceFirst(template, texts.AGENTCONTEXTS.trim(), '${SubAgents}');
  template = replaceFirst(template, texts.AGENTSKILLS.trim(), '${AgentSkills}');
  return { fileName: 'system.md', content: sanitizePromptNewlines(template), error: null };
}
