import {
  EDIT_TOOL_NAME,
  GLOB_TOOL_NAME,
  GREP_TOOL_NAME,
  LS_TOOL_NAME,
  MEMORY_TOOL_NAME,
  READ_FILE_TOOL_NAME,
  READ_MANY_FILES_TOOL_NAME,
  SHELL_TOOL_NAME,
  WRITE_FILE_TOOL_NAME,
} from '../../toolNames';
import type { AsimiInput, AsimiToolNames } from './types';

/** Default tool names: Asimi is a port of the Gemini CLI pipeline, so it uses the same names. */
export const ASIMI_DEFAULT_TOOL_NAMES: Readonly<AsimiToolNames> = {
  ReadFile: READ_FILE_TOOL_NAME,
  WriteFile: WRITE_FILE_TOOL_NAME,
  Grep: GREP_TOOL_NAME,
  Glob: GLOB_TOOL_NAME,
  Edit: EDIT_TOOL_NAME,
  Shell: SHELL_TOOL_NAME,
  ReadManyFiles: READ_MANY_FILES_TOOL_NAME,
  Memory: MEMORY_TOOL_NAME,
  LS: LS_TOOL_NAME,
};

/** The name of the project context file Asimi reads from the working directory. */
export const ASIMI_PROJECT_CONTEXT_FILE = 'AGENTS.md';

/** The `AGENTS.md` example of the Asimi CLI's design, used by the default input. */
export const ASIMI_SAMPLE_AGENTS_MD = `# Asimi CLI Project Context

This file provides context for the Asimi CLI project, a CLI coding agent written in Go.
Our mission is to have a tool that is safe, fun and produces high quality code

IMPORTANT: Keep the directory tree flat. Try and add your changes to existing files and if that does not makes sense - create as little new files as possible and always get your consent when creating directories and files

- to test: \`just test\`
- to build:\`just build\`
- to update dependecies: \`just modules\`
- use present progressive in commit messages

## Libraries
- bubbletea for the UI
- koanf for configuration management
- kong for CLI
- langchaingo for llm communications, tools, chains and more
`;

/**
 * A realistic starting input: the Asimi repository checked out under the home directory,
 * with the Asimi docs' `AGENTS.md`, in a git repository, outside any sandbox, no env overrides.
 */
export function createDefaultAsimiInput(): AsimiInput {
  const homeDir = '/home/user';
  const cwd = `${homeDir}/asimi`;
  return {
    env: {},
    cwd,
    homeDir,
    files: { [`${cwd}/${ASIMI_PROJECT_CONTEXT_FILE}`]: ASIMI_SAMPLE_AGENTS_MD },
    sandbox: 'none',
    isGitRepository: true,
    userMemory: '',
    promptContext: { ToolNames: { ...ASIMI_DEFAULT_TOOL_NAMES } },
  };
}
