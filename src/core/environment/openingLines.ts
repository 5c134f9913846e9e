/** The parts of the first user message every CLI version shares. */
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

/** The four lines every version opens the first message with: intro, date, OS, temp dir. */
export function environmentOpeningLines(input: EnvironmentInput): string[] {
  return [
    'This is the Gemini CLI. We are setting up the context for our chat.',
    `Today's date is ${formatEnvironmentDate(input.date, input.locale)} (formatted according to the user's locale).`,
    `My operating system is: ${input.platform}`,
    `The project's temporary directory is: ${input.tempDir}`,
  ];
}
