/** Plain, serialisable shapes shared by the prompt pipeline. */
import type { SectionKey } from './sectionKeys';

/** The CLI's approval modes (enum `ApprovalMode`). */
export type ApprovalMode = 'default' | 'autoEdit' | 'yolo' | 'plan';

/** Platforms the CLI distinguishes in the prompt and the first message. */
export type PromptPlatform = 'linux' | 'darwin' | 'win32';

/** A discovered agent skill, as the skill manager lists it. */
export interface AgentSkill {
  name: string;
  description: string;
  location: string;
}

/** Everything the prompt pipeline reads, as one plain serialisable object. */
export interface PromptInput {
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
  userMemory?: string;
  /** Absolute POSIX path of the working directory. */
  cwd: string;
  /** Absolute POSIX path of the home directory (GEMINI_CLI_HOME in `env` wins). */
  homeDir: string;
  /** Virtual file system: absolute POSIX path → UTF-8 content (custom system.md lives here). */
  files: Record<string, string>;
}

/** A section's place in the final text: `text.slice(start, end)` is its sanitised content. */
export interface SectionSpan {
  /** A section, the memory, a custom template, or an imported prompt's span id. */
  key: SectionKey | 'USER_MEMORY' | 'CUSTOM_TEMPLATE' | ImportedSpanId;
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
