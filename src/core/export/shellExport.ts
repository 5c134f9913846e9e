/** Shell lines (and notes) that give the real Gemini CLI the preview's configuration. */
import { cliTextLabel, isSeedsVersion } from '../state/versionLabels';
import { defaultModel } from '../models';
import { resolveCustomTemplate, resolveWriteTarget } from '../prompt/customTemplate';
import { userMemoryText } from '../prompt/current/memory';
import { SECTION_KEYS, sectionEnvVar } from '../prompt/sectionKeys';
import type { PromptInput } from '../prompt/types';
import type { PlaygroundState } from '../state/playgroundState';
import { buildImportedShellLines, type ImportedSystemMd } from './importedShellExport';
import { describeControlCharacters } from '../security/controlCharacters';
import { commentLine, envAssignment, isEnvVarName, noteWord } from './shellQuote';
import { skillAndTrackerNotes } from './settingNotes';
import type { ExportShell } from './shellQuote';
import { toPromptInput } from '../inputs/toPromptInput';

/** The export's first note: which CLI the lines are for and which text the preview showed. */
function versionNote(version: string): string {
  return isSeedsVersion(version)
    ? `Sets up the configuration for the Gemini CLI of 2026-02; the preview showed ${cliTextLabel(version)}, while the CLI sends its own.`
    : `Sets up the configuration for Gemini CLI ${version}; the preview showed ${cliTextLabel(version)}.`;
}

/** The export: assignment lines, notes for what no env var sets, and both as one text. */
export interface ShellExport {
  shell: ExportShell;
  /** `export NAME=value` (POSIX) or `$env:NAME = 'value'` (PowerShell) lines. */
  lines: string[];
  /** Settings that need a flag, a settings.json entry or a file, one sentence each. */
  notes: string[];
  /**
   * `lines`, then `notes` as `#` comments, newline-terminated. Every line is an assignment or a
   * comment: values are quoted for the shell, and none holds a control character.
   */
  text: string;
  /** With an imported prompt shown: the system.md file the lines point the CLI at. */
  systemMd?: ImportedSystemMd;
}

const PATH_VARS = ['GEMINI_SYSTEM_MD', 'GEMINI_WRITE_SYSTEM_MD'];
const LEADING_VARS = ['SANDBOX', ...PATH_VARS, 'GEMINI_CLI_HOME'];
const APPROVAL_FLAGS = { autoEdit: 'auto_edit', yolo: 'yolo', plan: 'plan' } as const;

/** Section toggles in section order, then other GEMINI_PROMPT_*, the known vars, the rest. */
function orderedEnvNames(env: Record<string, string>): string[] {
  const names = Object.keys(env);
  const toggles = SECTION_KEYS.map(sectionEnvVar).filter((name) => names.includes(name));
  const known = new Set([...toggles, ...LEADING_VARS]);
  const otherToggles = names.filter((n) => n.startsWith('GEMINI_PROMPT_') && !known.has(n)).sort();
  const leading = LEADING_VARS.filter((name) => names.includes(name));
  const rest = names.filter((n) => !known.has(n) && !n.startsWith('GEMINI_PROMPT_')).sort();
  return [...toggles, ...otherToggles, ...leading, ...rest];
}

/** True when a path variable resolves against the working directory (a switch or relative). */
function resolvesAgainstCwd(value: string | undefined): boolean {
  const trimmed = value?.trim().toLowerCase() ?? '';
  if (trimmed === '' || trimmed === '0' || trimmed === 'false') return false;
  return !trimmed.startsWith('/') && !trimmed.startsWith('~');
}

function settingNotes(state: PlaygroundState, input: PromptInput, shell: ExportShell): string[] {
  const { approvalMode, model, previewFeatures, interactive } = state.gemini;
  const notes: string[] = [];
  const modelWord = noteWord(shell, model);
  if (approvalMode !== 'default') {
    const flag = `--approval-mode ${APPROVAL_FLAGS[approvalMode]}`;
    notes.push(
      approvalMode === 'plan'
        ? `Approval mode has no env var: start the CLI with ${flag}; plan mode also needs "experimental": { "plan": true } in settings.json.`
        : `Approval mode has no env var: start the CLI with ${flag}.`,
    );
  }
  if (model !== defaultModel(previewFeatures)) {
    notes.push(
      `The model has no env var here: pass --model ${modelWord} (or -m), or set "model": { "name": ${modelWord === model ? `"${model}"` : 'that id'} } in settings.json.`,
    );
  }
  if (previewFeatures) {
    notes.push('Preview features: set "general": { "previewFeatures": true } in settings.json.');
  }
  if (!interactive) {
    notes.push(
      'Non-interactive: give the request with -p/--prompt "<text>" or pipe it on stdin (the CLI then also drops some tools).',
    );
  }
  if (!state.gemini.enableShellOutputEfficiency) {
    notes.push(
      'Shell output efficiency is a setting (on by default): set "tools": { "shell": { "enableShellOutputEfficiency": false } } in settings.json.',
    );
  }
  if (userMemoryText(input.userMemory).trim() !== '') {
    notes.push(
      'User memory is not an env var: the CLI reads it from GEMINI.md files (~/.gemini/GEMINI.md and the project ones).',
    );
  }
  return notes;
}

function envNotes(
  state: PlaygroundState,
  input: PromptInput,
  shell: ExportShell,
  skipped: string[],
): string[] {
  const { env, isGitRepository } = state.gemini;
  const cwd = noteWord(shell, state.gemini.cwd);
  const template = resolveCustomTemplate(input);
  const writeTarget = resolveWriteTarget(input);
  const notes: string[] = [];
  if (template.kind === 'custom') {
    notes.push(
      `The custom template must exist at ${noteWord(shell, template.path)}; without it the CLI stops with "missing system prompt file".`,
    );
  }
  if (writeTarget !== null) {
    notes.push(
      `The CLI will write the final prompt to ${noteWord(shell, writeTarget)} each time it builds it.`,
    );
  }
  if (PATH_VARS.some((name) => resolvesAgainstCwd(env[name]))) {
    notes.push(`Run the CLI from ${cwd}: the system.md paths above resolve against it.`);
  }
  if (env['SANDBOX']) {
    notes.push(
      'SANDBOX only reproduces the prompt text; the CLI sets it itself inside a sandbox it starts (--sandbox / -s), and setting it by hand isolates nothing.',
    );
  }
  notes.push(
    `The preview assumes ${cwd} is ${isGitRepository ? 'inside' : 'not inside'} a git repository; the CLI detects this itself.`,
  );
  for (const name of skipped) {
    const control = isEnvVarName(name) ? describeControlCharacters(env[name] ?? '') : null;
    notes.push(
      control === null
        ? `Skipped ${noteWord(shell, name)}: not a valid variable name.`
        : `Skipped ${name}: its value ${control}, which would break the line in a shell (it reads ${noteWord(shell, env[name] ?? '')}).`,
    );
  }
  return notes;
}

const withText = (lines: string[], notes: string[]): string =>
  `${[...lines, ...notes.map(commentLine)].join('\n')}\n`;

/**
 * The env assignments (section toggles, SANDBOX, GEMINI_SYSTEM_MD, …) that give the CLI the
 * preview's configuration (not its wording), plus notes for settings that have no env var.
 * With an imported prompt shown, the one way to make the CLI send it: GEMINI_SYSTEM_MD and
 * the file to save (see `buildImportedShellLines`).
 */
export function buildShellExport(
  state: PlaygroundState,
  shell: ExportShell = 'posix',
): ShellExport {
  const imported = buildImportedShellLines(state, shell);
  if (imported) {
    const { lines, notes, systemMd } = imported;
    return { shell, lines, notes, text: withText(lines, notes), systemMd };
  }
  const { env } = state.gemini;
  const lines: string[] = [];
  const skipped: string[] = [];
  for (const name of orderedEnvNames(env)) {
    const line = envAssignment(shell, name, env[name] ?? '');
    if (line === null) skipped.push(name);
    else lines.push(line);
  }
  const input = toPromptInput(state);
  const notes = [
    versionNote(state.gemini.cliVersion),
    ...envNotes(state, input, shell, skipped),
    ...settingNotes(state, input, shell),
    ...skillAndTrackerNotes(state, shell),
  ];
  return { shell, lines, notes, text: withText(lines, notes) };
}
