/** The default playground configuration. */
import { DEFAULT_GEMINI_MODEL, DEFAULT_GEMINI_MODEL_AUTO } from '../models';
import { BUILTIN_TOOL_NAMES, ENTER_PLAN_MODE_TOOL_NAME, EXIT_PLAN_MODE_TOOL_NAME } from '../toolNames';
import type { PlaygroundState } from './playgroundState';

const HOME_DIR = '/home/user';
const PROJECT_DIR = `${HOME_DIR}/project`;
const PROJECT_TEMP_DIR = `${HOME_DIR}/.gemini/tmp/project`;
const PLAN_TOOLS = new Set([ENTER_PLAN_MODE_TOOL_NAME, EXIT_PLAN_MODE_TOOL_NAME]);

/** A fresh default {@link PlaygroundState} (a new object on every call). */
export function createDefaultPlaygroundState(): PlaygroundState {
  return {
    target: 'gemini',
    gemini: {
      interactive: true,
      approvalMode: 'default',
      model: DEFAULT_GEMINI_MODEL_AUTO,
      previewFeatures: false,
      tools: BUILTIN_TOOL_NAMES.filter((name) => !PLAN_TOOLS.has(name)),
      skills: [],
      agentDirectoryContext: '',
      env: {},
      isGitRepository: false,
      platform: 'linux',
      enableShellOutputEfficiency: true,
      plansDir: `${PROJECT_TEMP_DIR}/plans`,
      userMemory: '',
      cwd: PROJECT_DIR,
      homeDir: HOME_DIR,
    },
    asimi: {
      env: {},
      cwd: PROJECT_DIR,
      homeDir: HOME_DIR,
      sandbox: 'none',
      isGitRepository: false,
      userMemory: '',
      promptContext: {
        ToolNames: {
          ReadFile: 'read_file',
          WriteFile: 'write_file',
          Grep: 'grep_search',
          Glob: 'glob',
          Edit: 'replace',
          Shell: 'run_shell_command',
          ReadManyFiles: 'read_many_files',
          Memory: 'save_memory',
          LS: 'list_directory',
        },
      },
    },
    providers: { selected: 'claude' },
    workspace: { sampleId: 'default', files: {} },
    environment: {
      date: '2026-02-05',
      locale: 'en-US',
      tempDir: PROJECT_TEMP_DIR,
      workspaceDirs: [PROJECT_DIR],
      environmentMemory: '',
      jitContext: false,
    },
    tokens: { encoding: 'o200k_base' },
    compression: {
      sampleId: 'default',
      customHistory: null,
      threshold: 0.5,
      preserveFraction: 0.3,
      force: false,
      model: DEFAULT_GEMINI_MODEL,
      lastPromptTokenCount: null,
      scale: 'chars',
    },
    context: { turnText: '' },
  };
}
