/**
 * The memory-routing bullets of both current families' Tool Usage: with `save_memory` gone,
 * memory is edited with the file tools, and these rules say which file a fact belongs in.
 */
import type { CurrentOperationalGuidelinesOptions } from './options';

const DEFAULT_GLOBAL_MEMORY_PATH = '~/.gemini/GEMINI.md';

/** The memory bullets; `globalMemoryPath` and `userProjectMemoryPath` name the files when set. */
export function memoryRoutingBullets(
  options: Pick<
    CurrentOperationalGuidelinesOptions,
    'interactive' | 'globalMemoryPath' | 'userProjectMemoryPath'
  >,
): string[] {
  const globalPath = options.globalMemoryPath ?? DEFAULT_GLOBAL_MEMORY_PATH;
  const privateFile = options.userProjectMemoryPath
    ? `the private memory index \`${options.userProjectMemoryPath}\``
    : "the private memory index (`MEMORY.md` in the project's memory folder)";
  const ask = options.interactive
    ? ' If you are unsure whether something is worth remembering, ask the user.'
    : '';
  return [
    `- **Remembering Facts:** When the user asks you to remember something, or states a lasting preference, write it down with the file tools; there is no separate memory tool. Keep each entry to one short, self-contained line.${ask}`,
    `  - **Personal preferences** that apply to every project (coding style, tone, tools they like) go in \`${globalPath}\`.`,
    `  - **Private notes about this project** that should not be shared with collaborators go in ${privateFile}; keep the index short and link to detail files beside it.`,
    "  - **Shared project conventions** that the whole team should follow belong in the project's context file, and only when the user asks you to change it.",
  ];
}
