import {
  splitImportedText,
  type PlaygroundImportedPrompt,
  type SplitSystemPrompt,
} from '../../../core';
import { useConfig } from '../../store/configStore';

/** The import in the configuration (or null when nothing is imported) and its split. */
export function useImportedPrompt(): {
  imported: PlaygroundImportedPrompt;
  split: SplitSystemPrompt;
} | null {
  const imported = useConfig((c) => c.importedPrompt);
  if (!imported || imported.text === '') return null;
  return { imported, split: splitImportedText(imported.text) };
}

/**
 * The sentence on the version guess, whole: `looks like the current Gemini CLI (v0.56–0.61,
 * modern family)`, `looks like the Gemini CLI of 2026-02`, or `not recognised as a Gemini CLI
 * prompt` (the guess is `guessPromptVersion` in src/core/importPrompt/promptVersion.ts).
 */
export function versionLabel(split: SplitSystemPrompt): string {
  const { cli, family } = split.version;
  if (cli === '2026-02') return 'looks like the Gemini CLI of 2026-02';
  if (cli === 'current')
    return `looks like the current Gemini CLI (v0.56–0.61, ${family ?? 'modern'} family)`;
  return 'not recognised as a Gemini CLI prompt';
}
