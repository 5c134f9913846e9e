/**
 * Shell lines for an active imported prompt. The Gemini CLI has no setting that makes it send
 * a given text, except reading it as a custom system prompt through GEMINI_SYSTEM_MD (gemini-cli
 * packages/core/src/prompts/promptProvider.ts getCoreSystemPrompt): the lines point it at a
 * file holding the imported text as toggled.
 */
import { activeImportedPrompt, splitImportedText } from '../importPrompt/importedPrompt';
import { joinPosix } from '../posixPath';
import type { PlaygroundState } from '../state/playgroundState';
import { describeControlCharacters } from '../security/controlCharacters';
import { envAssignment, noteWord, type ExportShell } from './shellQuote';

/** The file the lines point GEMINI_SYSTEM_MD at, and what it must hold. */
export interface ImportedSystemMd {
  /** Absolute path: `<cwd>/.gemini/system.md`, where GEMINI_SYSTEM_MD=1 would look too. */
  path: string;
  /** The imported text as toggled, exactly as the preview shows it. */
  content: string;
}

/** The lines and notes of {@link buildImportedShellLines}. */
export interface ImportedShellLines {
  lines: string[];
  notes: string[];
  systemMd: ImportedSystemMd;
}

/** Placeholders the CLI fills in a custom system prompt (packages/core/src/prompts/utils.ts). */
const PLACEHOLDER = /\$\{(AgentSkills|SubAgents|AvailableTools|\w+_ToolName)\}/;

/**
 * The GEMINI_SYSTEM_MD line and its notes when `state` shows an imported prompt, else null
 * (the modeled prompt's configuration is exported as usual).
 */
export function buildImportedShellLines(
  state: PlaygroundState,
  shell: ExportShell,
): ImportedShellLines | null {
  const imported = state.importedPrompt;
  const rendered = activeImportedPrompt(state);
  if (!imported || !rendered) return null;
  const path = joinPosix(state.gemini.cwd, '.gemini', 'system.md');
  const memory = splitImportedText(imported.text).spans.find(
    (span) => span.key === 'USER_MEMORY' && !imported.disabledSpans.includes(span.id),
  );
  const line = envAssignment(shell, 'GEMINI_SYSTEM_MD', path);
  const control = describeControlCharacters(path);
  const notes = [
    'The Gemini CLI cannot be configured to send an imported text, except by reading it as a custom system prompt through GEMINI_SYSTEM_MD.',
    line === null
      ? `No GEMINI_SYSTEM_MD line: the working directory ${control ?? 'cannot be written as a shell word'}, which would break the line in a shell. Set a plain working directory first.`
      : `Save the imported text as toggled (the system.md offered here) as ${noteWord(shell, path)}: the line above points GEMINI_SYSTEM_MD at it. Without the file the CLI stops with "missing system prompt file".`,
    'With GEMINI_SYSTEM_MD the CLI ignores its section switches (GEMINI_PROMPT_*) and its approval and plan modes for the prompt text; it trims the file, appends the user memory from its GEMINI.md files after a "---" line and collapses runs of blank lines.',
  ];
  if (memory) {
    notes.push(
      'The imported text still holds its user memory part: switch that part off before saving the file, or the CLI sends the memory twice (from the file and from GEMINI.md).',
    );
  }
  if (PLACEHOLDER.test(rendered.text)) {
    notes.push(
      'The text holds ${…} placeholders (skills, sub-agents, tools): the CLI replaces them with its own lists before sending.',
    );
  }
  return {
    lines: line === null ? [] : [line],
    notes,
    systemMd: { path, content: rendered.text },
  };
}
