/**
 * The Gemini CLI version the playground renders (every supported release, and the 2026-02
 * revision in our wording), and the settings only the releases read. A configuration made
 * before versions existed is a 2026-02 one.
 */
import { DEFAULT_GEMINI_MODEL_AUTO } from '../models';
import {
  NEWEST_RELEASE,
  SEEDS_CLI_VERSION,
  SUPPORTED_RELEASES,
  type SupportedRelease,
} from '../prompt/cliVersion';
import { DEFAULT_REGISTERED_TOOLS } from '../prompt/defaults';
import { CURRENT_BUILTIN_TOOL_NAMES } from '../toolNames';

/** `2026-02`: the seeds' pipeline (revision 4a6e3eb646); `0.61.0` …: a published release. */
export type PlaygroundCliVersion = typeof SEEDS_CLI_VERSION | SupportedRelease;

/** Every {@link PlaygroundCliVersion}, in picker order: the releases newest first, then 2026-02. */
export const PLAYGROUND_CLI_VERSIONS: readonly PlaygroundCliVersion[] = [
  ...SUPPORTED_RELEASES,
  SEEDS_CLI_VERSION,
];

/** The version a new user starts with: the newest release. */
export const DEFAULT_CLI_VERSION: PlaygroundCliVersion = NEWEST_RELEASE;

/**
 * What kind of pipeline a version is: `seeds` (2026-02, our wording, one family) or `release`
 * (a published release; their settings and defaults are the same from 0.44.1 to 0.61.0).
 */
export type CliVersionKind = 'seeds' | 'release';

/** The kind of `version`. */
export function cliVersionKind(version: string): CliVersionKind {
  return version === SEEDS_CLI_VERSION ? 'seeds' : 'release';
}

/** The CLI's default model of each kind: `auto-gemini-2.5` in 2026-02, `auto` in releases. */
export const CLI_VERSION_DEFAULT_MODELS: Readonly<Record<CliVersionKind, string>> = {
  seeds: DEFAULT_GEMINI_MODEL_AUTO,
  release: 'auto',
};

/** The tools each kind registers by default (the releases run agents via `invoke_agent`). */
export const CLI_VERSION_DEFAULT_TOOLS: Readonly<Record<CliVersionKind, readonly string[]>> = {
  seeds: DEFAULT_REGISTERED_TOOLS,
  release: CURRENT_BUILTIN_TOOL_NAMES,
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

/**
 * A tool of an MCP server (`DiscoveredMCPTool`'s `serverName` and `serverToolName`) and
 * whether the server marks it read-only (its `readOnlyHint` annotation).
 */
export interface PlaygroundMcpTool {
  serverName: string;
  serverToolName: string;
  readOnly: boolean;
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

/**
 * A tool list of kind `from` as kind `to` registers it: the target's defaults less the tools
 * the user unticked from the source's defaults, plus tools ticked beyond them. Each kind keeps
 * its own tools (`invoke_agent` and the plan-mode tools in releases, `save_memory` and the agent
 * tools in 2026-02); a default list maps to the other default.
 */
function toolsInKind(tools: readonly string[], from: CliVersionKind, to: CliVersionKind): string[] {
  const fromDefaults = new Set(CLI_VERSION_DEFAULT_TOOLS[from]);
  const ticked = new Set(tools);
  const unticked = new Set([...fromDefaults].filter((name) => !ticked.has(name)));
  const mapped = CLI_VERSION_DEFAULT_TOOLS[to].filter((name) => !unticked.has(name));
  const extra = tools.filter((name) => !fromDefaults.has(name) && !mapped.includes(name));
  return [...mapped, ...extra];
}

/**
 * Switches the version. A model left at one kind's default follows to the other's
 * (`auto-gemini-2.5` ⇄ `auto`) and the tool list maps to the other kind's tools (see
 * {@link toolsInKind}), so switching back and forth restores the same prompt; anything else
 * the user changed is kept (between releases, everything is).
 */
export function withCliVersion<
  T extends { cliVersion: PlaygroundCliVersion; model: string; tools: string[] },
>(gemini: T, version: PlaygroundCliVersion): T {
  if (gemini.cliVersion === version) return gemini;
  const from = cliVersionKind(gemini.cliVersion);
  const to = cliVersionKind(version);
  if (from === to) return { ...gemini, cliVersion: version };
  const model =
    gemini.model === CLI_VERSION_DEFAULT_MODELS[from]
      ? CLI_VERSION_DEFAULT_MODELS[to]
      : gemini.model;
  const tools = toolsInKind(gemini.tools, from, to);
  return { ...gemini, cliVersion: version, model, tools };
}
