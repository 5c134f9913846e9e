/**
 * The Gemini CLI version the playground models, and the settings only the current version
 * (v0.56–0.61) reads. A configuration made before versions existed is a 2026-02 one.
 */
import { DEFAULT_GEMINI_MODEL_AUTO } from '../models';
import { DEFAULT_REGISTERED_TOOLS } from '../prompt/defaults';
import type { CliVersion } from '../prompt/types';
import { CURRENT_BUILTIN_TOOL_NAMES } from '../toolNames';

/** `2026-02`: the seeds' pipeline (revision 4a6e3eb646); `v0.61`: the CLI of v0.56–0.61. */
export type PlaygroundCliVersion = Extract<CliVersion, '2026-02'> | '0.61.0';

/** Every {@link PlaygroundCliVersion}, in picker order (the current one first). */
export const PLAYGROUND_CLI_VERSIONS: readonly PlaygroundCliVersion[] = ['0.61.0', '2026-02'];

/** The version a new user starts with. */
export const DEFAULT_CLI_VERSION: PlaygroundCliVersion = '0.61.0';

/** How each version is named in the UI, the exports and the meter. */
export const CLI_VERSION_LABELS: Readonly<Record<PlaygroundCliVersion, string>> = {
  '2026-02': '2026-02 (seeds)',
  '0.61.0': 'v0.56–0.61 (current)',
};

/** The CLI's default model in each version: `auto-gemini-2.5` in 2026-02, `auto` now. */
export const CLI_VERSION_DEFAULT_MODELS: Readonly<Record<PlaygroundCliVersion, string>> = {
  '2026-02': DEFAULT_GEMINI_MODEL_AUTO,
  '0.61.0': 'auto',
};

/** The tools each version registers by default (the current CLI runs agents via `invoke_agent`). */
export const CLI_VERSION_DEFAULT_TOOLS: Readonly<Record<PlaygroundCliVersion, readonly string[]>> =
  {
    '2026-02': DEFAULT_REGISTERED_TOOLS,
    '0.61.0': CURRENT_BUILTIN_TOOL_NAMES,
  };

/** How the current CLI's memory is given: one text, or the four hierarchical parts. */
export const PLAYGROUND_MEMORY_FORMS = ['text', 'parts'] as const;

/** One of {@link PLAYGROUND_MEMORY_FORMS}. */
export type PlaygroundMemoryForm = (typeof PLAYGROUND_MEMORY_FORMS)[number];

/** A sub-agent the agent registry lists (`{name, description}`). */
export interface PlaygroundSubAgent {
  name: string;
  description: string;
}

/** A tool of an MCP server (`DiscoveredMCPTool`'s `serverName` and `serverToolName`). */
export interface PlaygroundMcpTool {
  serverName: string;
  serverToolName: string;
}

/** Hierarchical memory (gemini-cli packages/core/src/config/memory.ts `HierarchicalMemory`). */
export interface PlaygroundMemoryParts {
  /** `~/.gemini/GEMINI.md` and other global files (Tier 1, system prompt). */
  global: string;
  /** Extension context files (Tier 2, first message). */
  extension: string;
  /** Project GEMINI.md files (Tier 2, first message). */
  project: string;
  /** The private project memory index `…/memory/MEMORY.md` (Tier 1, system prompt). */
  userProjectMemory: string;
}

/** Settings of the current CLI that 2026-02 does not have (all ignored by 2026-02). */
export interface PlaygroundCurrentSettings {
  cliVersion: PlaygroundCliVersion;
  /** `config.getHasAccessToPreviewModel()` (default true). */
  hasPreviewAccess: boolean;
  /** `config.getGemini31LaunchedSync()` (default false). */
  gemini31Launched: boolean;
  /** `config.hasGemini35FlashGAAccess()` (default false). */
  gemini35FlashGA: boolean;
  /** The agent registry's definitions (listed when `invoke_agent` is registered). */
  subAgents: PlaygroundSubAgent[];
  /** Tools discovered from MCP servers (none by default). */
  mcpTools: PlaygroundMcpTool[];
  /** Setting `experimental.taskTracker`. */
  taskTrackerEnabled: boolean;
  /** The tracker directory the section names. */
  taskTrackerDir: string;
  /** Topic narration (`topicUpdateNarration`, on by default at v0.61). */
  topicUpdateNarration: boolean;
  /** `config.topicState.getTopic()` (`''`: none); appended as `[Active Topic: …]`. */
  activeTopic: string;
  /** `config.getSandboxEnabled()`: adds the sandbox failure-recovery block. */
  toolSandboxing: boolean;
  /** Interactive shell (pty and `tools.shell.enableInteractiveShell`). */
  interactiveShell: boolean;
  /** Setting `context.fileName`, as a list (default `GEMINI.md`). */
  contextFilenames: string[];
  /** The plan approved in plan mode (`''`: none). */
  approvedPlanPath: string;
  /** The global memory file the memory-routing rules name (`''`: not named). */
  globalMemoryPath: string;
  /** The private project memory index the routing rules name (`''`: not named). */
  userProjectMemoryPath: string;
  /** Memory as one text, or as the four hierarchical parts. */
  memoryForm: PlaygroundMemoryForm;
  memoryParts: PlaygroundMemoryParts;
}

// sha256('/home/dev/projects/acme-api'): the project temp dir of the default workspace.
const PROJECT_TEMP_DIR =
  '/home/dev/.gemini/tmp/db553efff1497430b6ea56f3c472002546355b3cc3d844899034af4fa0389e04';

/** Sub-agents the current CLI registers by default (descriptions in our words). */
export const DEFAULT_SUB_AGENTS: readonly PlaygroundSubAgent[] = [
  {
    name: 'codebase_investigator',
    description:
      'Explores an unfamiliar codebase: traces dependencies, maps the architecture and reports the files and symbols a task touches.',
  },
  {
    name: 'cli_help',
    description: 'Answers questions about Gemini CLI itself: its commands, settings and features.',
  },
  {
    name: 'generalist',
    description: 'Takes on a self-contained, multi-step task end to end and reports the result.',
  },
];

/** The current-version settings of a new configuration. */
export function createDefaultCurrentSettings(): PlaygroundCurrentSettings {
  return {
    cliVersion: DEFAULT_CLI_VERSION,
    hasPreviewAccess: true,
    gemini31Launched: false,
    gemini35FlashGA: false,
    subAgents: DEFAULT_SUB_AGENTS.map((agent) => ({ ...agent })),
    mcpTools: [],
    taskTrackerEnabled: false,
    taskTrackerDir: `${PROJECT_TEMP_DIR}/tracker`,
    topicUpdateNarration: true,
    activeTopic: '',
    toolSandboxing: false,
    interactiveShell: true,
    contextFilenames: ['GEMINI.md'],
    approvedPlanPath: '',
    globalMemoryPath: '/home/dev/.gemini/GEMINI.md',
    userProjectMemoryPath: `${PROJECT_TEMP_DIR}/memory/MEMORY.md`,
    memoryForm: 'text',
    memoryParts: { global: '', extension: '', project: '', userProjectMemory: '' },
  };
}

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * Switches the version. A model or tool list left at one version's default follows to the
 * other's (`auto-gemini-2.5` ⇄ `auto`), so switching back and forth restores the same prompt;
 * anything the user changed is kept.
 */
export function withCliVersion<
  T extends { cliVersion: PlaygroundCliVersion; model: string; tools: string[] },
>(gemini: T, version: PlaygroundCliVersion): T {
  const from = gemini.cliVersion;
  if (from === version) return gemini;
  const model =
    gemini.model === CLI_VERSION_DEFAULT_MODELS[from]
      ? CLI_VERSION_DEFAULT_MODELS[version]
      : gemini.model;
  const tools = sameList(gemini.tools, CLI_VERSION_DEFAULT_TOOLS[from])
    ? [...CLI_VERSION_DEFAULT_TOOLS[version]]
    : gemini.tools;
  return { ...gemini, cliVersion: version, model, tools };
}
