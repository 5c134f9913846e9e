import type { Content, Part } from '../content';
import type { EnvironmentInput } from './environmentInput';
import { environmentOpeningLines, folderStructureFor } from './openingLines';
import { getSessionInitialHistory } from './sessionContext';

/**
 * The working-directory lines and the folder trees (gemini-cli packages/core/src/utils/environmentContext.ts): the one-directory
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
 * An input with `session` set is the current CLI's: its `<session_context>` message instead.
 */
export function getInitialChatHistory(
  input: EnvironmentInput,
  extraHistory: readonly Content[] = [],
): Content[] {
  if (input.session)
    return getSessionInitialHistory({ ...input, session: input.session }, extraHistory);
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
