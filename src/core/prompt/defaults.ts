/** The CLI's default interactive configuration, as a {@link PromptInput}. */
import { DEFAULT_GEMINI_MODEL_AUTO } from '../models';
import { CURRENT_DEFAULT_MODEL } from '../currentModels';
import {
  BUILTIN_TOOL_NAMES,
  CLI_HELP_AGENT_NAME,
  CODEBASE_INVESTIGATOR_AGENT_NAME,
  CURRENT_BUILTIN_TOOL_NAMES,
  ENTER_PLAN_MODE_TOOL_NAME,
  EXIT_PLAN_MODE_TOOL_NAME,
} from '../toolNames';
import type { PromptInput, SubAgentDefinition } from './types';

/**
 * Tools a default interactive CLI registers: every built-in except the plan-mode tools,
 * which need the `experimental.plan` setting (and `enter_plan_mode` is not registered at the
 * reference revision). Add `exit_plan_mode` when modelling plan mode.
 */
export const DEFAULT_REGISTERED_TOOLS: readonly string[] = BUILTIN_TOOL_NAMES.filter(
  (name) => name !== ENTER_PLAN_MODE_TOOL_NAME && name !== EXIT_PLAN_MODE_TOOL_NAME,
);

/** A realistic sub-agent directory with the two agents enabled by default (our wording). */
export const DEFAULT_AGENT_DIRECTORY_CONTEXT = `## Available Sub-Agents
Sub-agents are specialised helpers. Delegate a task to one by calling it like a tool.

- codebase_investigator: explores an unfamiliar codebase, traces dependencies and reports the files and symbols a task touches.
- cli_help: answers questions about Gemini CLI itself, such as its commands, settings and features.`;

// sha256('/home/dev/projects/acme-api'): the same project temp dir as the default environment input.
const PROJECT_HASH = 'db553efff1497430b6ea56f3c472002546355b3cc3d844899034af4fa0389e04';

/** Interactive, default approval, `auto-gemini-2.5`, not sandboxed, inside a git repository. */
export function createDefaultPromptInput(): PromptInput {
  return {
    interactive: true,
    approvalMode: 'default',
    model: DEFAULT_GEMINI_MODEL_AUTO,
    previewFeatures: false,
    tools: [...DEFAULT_REGISTERED_TOOLS],
    skills: [],
    agentDirectoryContext: DEFAULT_AGENT_DIRECTORY_CONTEXT,
    env: {},
    isGitRepository: true,
    platform: 'linux',
    enableShellOutputEfficiency: true,
    plansDir: `/home/dev/.gemini/tmp/${PROJECT_HASH}/plans`,
    userMemory: '',
    cwd: '/home/dev/projects/acme-api',
    homeDir: '/home/dev',
    files: {},
  };
}

/** The sub-agents a default current CLI registers (our descriptions). */
export const DEFAULT_CURRENT_SUB_AGENTS: readonly SubAgentDefinition[] = [
  {
    name: CODEBASE_INVESTIGATOR_AGENT_NAME,
    description:
      'Explores an unfamiliar codebase, traces dependencies and reports the files and symbols a task touches.',
  },
  {
    name: CLI_HELP_AGENT_NAME,
    description: 'Answers questions about Gemini CLI itself: its commands, settings and features.',
  },
];

/**
 * The current CLI's (v0.61) default interactive configuration: model `auto` (the modern
 * family), the v0.61 built-in tools with `invoke_agent` and the default sub-agents, topic
 * narration and the interactive shell on (the CLI's setting defaults), GEMINI.md context
 * files, the global memory at `~/.gemini/GEMINI.md`, no task tracker. The rest as
 * {@link createDefaultPromptInput}.
 */
export function createCurrentPromptInput(): PromptInput {
  const base = createDefaultPromptInput();
  return {
    ...base,
    cliVersion: '0.61.0',
    model: CURRENT_DEFAULT_MODEL,
    hasPreviewAccess: true,
    gemini31Launched: false,
    gemini35FlashGA: false,
    tools: [...CURRENT_BUILTIN_TOOL_NAMES],
    agentDirectoryContext: '',
    subAgents: DEFAULT_CURRENT_SUB_AGENTS.map((agent) => ({ ...agent })),
    topicUpdateNarration: true,
    interactiveShell: true,
    toolSandboxing: false,
    contextFilenames: ['GEMINI.md'],
    globalMemoryPath: `${base.homeDir}/.gemini/GEMINI.md`,
  };
}
