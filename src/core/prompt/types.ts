/** Plain, serialisable shapes shared by the prompt pipeline. */
import type { CliVersion } from './cliVersion';
import type { SectionKey } from './sectionKeys';

export type { CliVersion };

/** The CLI's approval modes (enum `ApprovalMode`), in the CLI's order. */
export const APPROVAL_MODES = ['default', 'autoEdit', 'yolo', 'plan'] as const;

/** One of {@link APPROVAL_MODES}. */
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

/** Platforms the CLI distinguishes in the prompt and the first message. */
export const PROMPT_PLATFORMS = ['linux', 'darwin', 'win32'] as const;

/** One of {@link PROMPT_PLATFORMS}. */
export type PromptPlatform = (typeof PROMPT_PLATFORMS)[number];

/** A discovered agent skill, as the skill manager lists it. */
export interface AgentSkill {
  name: string;
  description: string;
  location: string;
}

/** The prompt family the current CLI picks from the model (`supportsModernFeatures`). */
export type PromptFamily = 'modern' | 'legacy';

/** A sub-agent definition as the agent registry lists it (`SubAgentOptions`). */
export interface SubAgentDefinition {
  name: string;
  description: string;
}

/**
 * A tool discovered from an MCP server (gemini-cli packages/core/src/tools/mcp-tool.ts
 * `DiscoveredMCPTool`: `serverName`, `serverToolName`). A release registers it as
 * `mcp_<serverName>_<serverToolName>` (`mcpToolRegisteredName`).
 */
export interface McpToolDefinition {
  serverName: string;
  serverToolName: string;
  /** The server's `readOnlyHint` annotation for the tool (absent = not read-only). */
  readOnly?: boolean;
}

/**
 * The CLI's `HierarchicalMemory` (gemini-cli packages/core/src/config/memory.ts): memory split
 * by where it was loaded from. Each part is the concatenated file blocks of that tier.
 */
export interface HierarchicalMemory {
  global?: string;
  extension?: string;
  project?: string;
  userProjectMemory?: string;
}

/** Memory as the system prompt receives it: one string, or the hierarchical object. */
export type UserMemory = string | HierarchicalMemory;

/**
 * Everything the prompt pipeline reads, as one plain serialisable object.
 *
 * Fields marked "v0.61" are read only when `cliVersion` is `'v0.61'`; each is optional and
 * its default (stated per field) applies when it is absent, so every 2026-02 caller keeps
 * compiling and rendering byte-identically. Their names are the current CLI's own option
 * fields (`SystemPromptOptions` and its parts, gemini-cli packages/core/src/prompts/snippets.ts).
 */
export interface PromptInput {
  /** Which pipeline renders. Absent = `'2026-02'` (every link and file made before v0.61 support). */
  cliVersion?: CliVersion;
  /**
   * v0.61: the account may use preview models (`getHasAccessToPreviewModel`). Absent = true,
   * the CLI's own fallback. Without it, `auto`/`pro` resolve to gemini-2.5-pro (legacy family).
   */
  hasPreviewAccess?: boolean;
  /** v0.61: Gemini 3.1 has launched (`getGemini31LaunchedSync`): pro → gemini-3.1-pro-preview. Absent = false. */
  gemini31Launched?: boolean;
  /** v0.61: Gemini 3.5 Flash GA access (`hasGemini35FlashGAAccess`): flash ids → gemini-3.5-flash. Absent = false. */
  gemini35FlashGA?: boolean;
  /**
   * v0.61: the agent registry's definitions (`agentRegistry.getAllDefinitions()`). Listed in
   * `# Available Sub-Agents` when `tools` holds `invoke_agent`; a `codebase_investigator`
   * entry switches the workflows' investigation step. Absent = none.
   */
  subAgents?: SubAgentDefinition[];
  /**
   * v0.61: tools discovered from MCP servers, registered after the built-in `tools`. The plan
   * mode's tool list names each with its server (`name (serverName)`). 2026-02 lists only its
   * fixed plan-mode tools, so it never shows them. Absent = none.
   */
  mcpTools?: McpToolDefinition[];
  /** v0.61: the task tracker directory (`experimental.taskTracker`); absent = tracker off. */
  taskTracker?: string;
  /** v0.61: topic-update narration (setting; the CLI's default is on). Absent = false (off). */
  topicUpdateNarration?: boolean;
  /** v0.61: the current topic (`topicState.getTopic()`), appended when narration is on. */
  activeTopic?: string;
  /** v0.61: tool sandboxing (`getSandboxEnabled()`): the sandbox failure-recovery block. Absent = false. */
  toolSandboxing?: boolean;
  /**
   * v0.61: the interactive shell (PTY) is enabled (`interactiveShellEnabled`; only counts
   * when `interactive`). Absent = false.
   */
  interactiveShell?: boolean;
  /** v0.61: context file names (`contextFilenames`). Absent or empty = `['GEMINI.md']`. */
  contextFilenames?: string[];
  /** v0.61: absolute path of the approved plan (`approvedPlanPath`); absent = none. */
  approvedPlanPath?: string;
  /** v0.61: the global memory file named by the memory-routing rules (e.g. `~/.gemini/GEMINI.md`). */
  globalMemoryPath?: string;
  /** v0.61: the private project memory index (`…/memory/MEMORY.md`) named by the routing rules. */
  userProjectMemoryPath?: string;
  interactive: boolean;
  approvalMode: ApprovalMode;
  /** The configured model id or alias (e.g. `auto-gemini-2.5`, `pro`, `gemini-2.5-flash`). */
  model: string;
  previewFeatures: boolean;
  /** Registered tool names, before the CLI's registry adjustments (see `effectiveTools`). */
  tools: string[];
  skills: AgentSkill[];
  /** The sub-agent directory text (`getDirectoryContext()` in the CLI). */
  agentDirectoryContext: string;
  /** GEMINI_PROMPT_*, SANDBOX, GEMINI_SYSTEM_MD, GEMINI_WRITE_SYSTEM_MD, GEMINI_CLI_HOME. */
  env: Record<string, string | undefined>;
  isGitRepository: boolean;
  platform: PromptPlatform;
  enableShellOutputEfficiency: boolean;
  plansDir: string;
  /**
   * The memory passed to the system prompt. 2026-02 takes a string (an object is flattened,
   * see `userMemoryText`); v0.61 takes the Tier-1 memory as a string (`# Contextual
   * Instructions` block) or as a {@link HierarchicalMemory} (tagged `<loaded_context>`).
   */
  userMemory?: UserMemory;
  /** Absolute POSIX path of the working directory. */
  cwd: string;
  /** Absolute POSIX path of the home directory (GEMINI_CLI_HOME in `env` wins). */
  homeDir: string;
  /** Virtual file system: absolute POSIX path → UTF-8 content (custom system.md lives here). */
  files: Record<string, string>;
}

/** A section's place in the final text: `text.slice(start, end)` is its sanitised content. */
export interface SectionSpan {
  /**
   * A toggleable section, the memory block, the whole custom template, the v0.61 task tracker
   * (`TASKTRACKER`, no toggle), the v0.61 `[Active Topic: …]` suffix (`ACTIVE_TOPIC`), or an
   * imported prompt's span id.
   */
  key:
    | SectionKey
    | 'USER_MEMORY'
    | 'CUSTOM_TEMPLATE'
    | 'TASKTRACKER'
    | 'ACTIVE_TOPIC'
    | ImportedSpanId;
  start: number;
  end: number;
}

/**
 * The id of a span of an imported system prompt (`splitSystemPrompt`): a section key, or
 * `HEADING:<text>` for a heading the CLI does not emit, with `~2`, `~3`… on repeats.
 */
export type ImportedSpanId = string;

/** Something the CLI would do silently that a prompt engineer should know about. */
export interface PromptWarning {
  code: PromptWarningCode;
  message: string;
  fix?: string;
}

/** Stable identifiers of {@link PromptWarning}s. */
export type PromptWarningCode =
  | 'unresolved-placeholder'
  | 'replacement-pattern'
  | 'regex-tool-name'
  | 'toggle-ignored-in-custom'
  | 'toggle-value-not-disabling'
  | 'unknown-section-toggle'
  | 'switch-like-path'
  | 'write-target-is-template'
  | 'empty-result'
  | 'imported-unmapped'
  | 'imported-not-cli';

/** A tool the CLI takes out of the registry before building the prompt, and why. */
export interface RemovedTool {
  name: string;
  reason: string;
}

/** The result of {@link renderSystemPrompt}. */
export interface RenderedPrompt {
  text: string;
  /** The pipeline that rendered (the input's `cliVersion`, `'2026-02'` when absent). */
  cliVersion?: CliVersion;
  /** v0.61 only: the model resolution and family in force. */
  model?: ModelResolution;
  /** `imported`: the text is an imported system prompt as toggled, not a rendering. */
  mode: 'standard' | 'custom' | 'imported';
  sections: SectionSpan[];
  warnings: PromptWarning[];
  /** Set when the CLI would fail (e.g. a missing custom system.md); `text` is then `''`. */
  error: string | null;
  /** The resolved GEMINI_WRITE_SYSTEM_MD path, or null when writing is off. */
  writeTarget: string | null;
  /** The custom system.md path in custom mode, else null. */
  templatePath: string | null;
  removedTools: RemovedTool[];
}

/** How the current CLI resolved the configured model, and the prompt family it chose. */
export interface ModelResolution {
  /** The configured id or alias. */
  requested: string;
  /** The concrete id `resolveModel` returns. */
  resolved: string;
  family: PromptFamily;
  /** Why, in a sentence (for a tooltip). */
  reason: string;
}
