/**
 * The first user message of the current CLI (v0.56–0.61): gemini-cli
 * packages/core/src/utils/environmentContext.ts `getEnvironmentContext` at v0.61. The same
 * four opening lines as 2026-02, wrapped in `<session_context>`, with the workspace list
 * and trees only when `includeDirectoryTree` is on, the Tier-2 memory (extension and project
 * GEMINI.md) in a `<loaded_context>` block, and no closing reminder lines. Nothing is
 * sanitised: blank lines left by an empty tree or memory stay.
 */
import type { Content, Part } from '../content';
import type { EnvironmentInput, SessionContextOptions, SessionMemory } from './environmentInput';
import { environmentOpeningLines, folderStructureFor } from './openingLines';

/** {@link EnvironmentInput} with the current CLI's options set. */
export type SessionContextInput = EnvironmentInput & { session: SessionContextOptions };

/** The id the CLI derives for the first history item (`deriveStableId(['environment-context'])`). */
export const SESSION_CONTEXT_ITEM_KEY = 'environment-context';

/**
 * `getDirectoryContextString` of the current CLI: the workspace directories as a bulleted list,
 * then the folder structure of each, joined by a newline.
 */
export function getWorkspaceContextString(input: EnvironmentInput): string {
  const dirs = input.workspaceDirs;
  const list = dirs.map((dir) => `  - ${dir}`).join('\n');
  const trees = dirs.map((dir) => folderStructureFor(input, dir)).join('\n');
  return `- **Workspace Directories:**\n${list}\n- **Directory Structure:**\n\n${trees}`;
}

/**
 * `config.getSessionMemory()`: `''` when both parts are empty, otherwise a leading newline and
 * a `<loaded_context>` block holding the non-empty parts (extension first, then project).
 */
export function formatSessionMemory(memory: SessionMemory): string {
  const blocks: string[] = [];
  const extension = memory.extension.trim();
  const project = memory.project.trim();
  if (extension) blocks.push(`<extension_context>\n${extension}\n</extension_context>`);
  if (project) blocks.push(`<project_context>\n${project}\n</project_context>`);
  if (blocks.length === 0) return '';
  return `\n<loaded_context>\n${blocks.join('\n')}\n</loaded_context>`;
}

/** The text of the current first message (trimmed as a whole, never sanitised). */
export function getSessionContextText(input: SessionContextInput): string {
  const directoryContext = input.session.includeDirectoryTree
    ? getWorkspaceContextString(input)
    : '';
  const lines = [
    '<session_context>',
    ...environmentOpeningLines(input),
    directoryContext,
    '',
    formatSessionMemory(input.session.memory),
    '</session_context>',
  ];
  return lines.join('\n').trim();
}

/** The current CLI's environment context as parts (one text part). */
export function getSessionContext(input: SessionContextInput): Part[] {
  return [{ text: getSessionContextText(input) }];
}

/**
 * The current chat's opening history: the `<session_context>` message, then `extraHistory`.
 * When `extraHistory` already starts with the session context item (same text, as the CLI
 * recognises it by its stable id), the list is reused unchanged.
 */
export function getSessionInitialHistory(
  input: SessionContextInput,
  extraHistory: readonly Content[] = [],
): Content[] {
  const text = getSessionContextText(input);
  const first = extraHistory[0];
  if (first?.role === 'user' && first.parts?.length === 1 && first.parts[0]?.text === text) {
    return [...extraHistory];
  }
  return [{ role: 'user', parts: [{ text }] }, ...extraHistory];
}
