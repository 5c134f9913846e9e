import type { Content, Part } from '../content';
import type { EnvironmentInput } from './environmentInput';
import { formatEnvironmentDate } from './environmentInput';
import { workspaceFolderStructure } from './workspace';

/** The folder-structure text for one workspace directory: precomputed, or built from files. */
export function folderStructureFor(input: EnvironmentInput, dir: string): string {
  const precomputed = input.trees?.[dir];
  if (precomputed !== undefined) return precomputed;
  const separator = input.platform === 'win32' ? '\\' : '/';
  return workspaceFolderStructure(input.files ?? {}, dir, { separator });
}

/**
 * The working-directory lines and the folder trees (behaviour doc §e): the one-directory
 * wording for a single directory, the bulleted list otherwise; trees joined by a newline.
 */
export function getDirectoryContextString(input: EnvironmentInput): string {
  const dirs = input.workspaceDirs;
  const trees = dirs.map((dir) => folderStructureFor(input, dir)).join('\n');
  const where =
    dirs.length === 1
      ? `I'm currently working in the directory: ${dirs[0]}`
      : `I'm currently working in the following directories:\n${dirs.map((d) => `  - ${d}`).join('\n')}`;
  return `${where}\nHere is the folder structure of the current working directories:\n\n${trees}`;
}

/** The four lines every version opens the first message with: intro, date, OS, temp dir. */
export function environmentOpeningLines(input: EnvironmentInput): string[] {
  return [
    'This is the Gemini CLI. We are setting up the context for our chat.',
    `Today's date is ${formatEnvironmentDate(input.date, input.locale)} (formatted according to the user's locale).`,
    `My operating system is: ${input.platform}`,
    `The project's temporary directory is: ${input.tempDir}`,
  ];
}

/**
 * The environment context as the CLI's `getEnvironmentContext` builds it: one text part with
 * the date, platform, temp dir, directories and trees, then the environment memory; the
 * whole block trimmed, so an empty memory leaves no trailing blank lines.
 */
export function getEnvironmentContext(input: EnvironmentInput): Part[] {
  const lines = [
    ...environmentOpeningLines(input),
    getDirectoryContextString(input),
    '',
    input.environmentMemory,
  ];
  return [{ text: lines.join('\n').trim() }];
}

/**
 * The chat's opening history: one user message holding the environment context followed by
 * the reminder and setup-complete lines (whole text trimmed again), then `extraHistory`.
 */
export function getInitialChatHistory(
  input: EnvironmentInput,
  extraHistory: readonly Content[] = [],
): Content[] {
  const context = getEnvironmentContext(input)
    .map((part) => part.text || '')
    .join('\n\n');
  const text = [
    context,
    '',
    'Reminder: Do not return an empty response when a tool call is required.',
    '',
    'My setup is complete. I will provide my first command in the next turn.',
  ]
    .join('\n')
    .trim();
  return [{ role: 'user', parts: [{ text }] }, ...extraHistory];
}
