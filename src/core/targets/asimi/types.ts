import type { TargetSpan } from '../spans';

/** Sandbox kinds of the Asimi CLI's (`SandboxStatus`). */
export const ASIMI_SANDBOXES = ['macos', 'generic', 'none'] as const;

/** One of {@link ASIMI_SANDBOXES}. */
export type AsimiSandbox = (typeof ASIMI_SANDBOXES)[number];

/** Tool-name placeholders of the Asimi template data. */
export interface AsimiToolNames {
  ReadFile: string;
  WriteFile: string;
  Grep: string;
  Glob: string;
  Edit: string;
  Shell: string;
  ReadManyFiles: string;
  Memory: string;
  LS: string;
}

/** The editable part of the template data carried by {@link AsimiInput}. */
export interface AsimiPromptContextInput {
  ToolNames: AsimiToolNames;
}

/**
 * The full template data of the Asimi CLI's (`PromptContext`), as derived from an
 * {@link AsimiInput} by `resolveAsimiPromptContext`.
 */
export interface AsimiPromptContext {
  IsGitRepository: boolean;
  SandboxStatus: AsimiSandbox;
  UserMemory: string;
  ProjectContext: string;
  ProjectContextFile: string;
  ToolNames: AsimiToolNames;
}

/** Everything the Asimi CLI reads from its environment, as plain serialisable values. */
export interface AsimiInput {
  /** Environment variables; `ASIMI_SYSTEM_MD`, `ASIMI_WRITE_SYSTEM_MD` (or the `ASSIMI_` aliases). */
  env: Record<string, string | undefined>;
  /** Absolute working directory. */
  cwd: string;
  /** Absolute home directory, used to expand `~`. */
  homeDir: string;
  /** Virtual file system: absolute path → file content. */
  files: Record<string, string>;
  sandbox: AsimiSandbox;
  isGitRepository: boolean;
  userMemory: string;
  promptContext: AsimiPromptContextInput;
}

/** Keys of the spans of a rendered Asimi prompt, in prompt order. */
export type AsimiSectionKey = 'base' | 'sandbox' | 'git' | 'projectContext' | 'userMemory';

/** Where `ASIMI_WRITE_SYSTEM_MD` would write the base prompt. */
export interface AsimiWriteTarget {
  /** Absolute path of the exported file. */
  path: string;
  /** File content: the base prompt. */
  content: string;
  /** The variable the setting came from. */
  variable: 'ASIMI_WRITE_SYSTEM_MD' | 'ASSIMI_WRITE_SYSTEM_MD';
}

/** Result of {@link renderAsimiPrompt}. */
export interface AsimiRenderResult {
  /** The full system prompt; `''` when `error` is set. */
  text: string;
  /** Spans that tile `text`; the separator before a block belongs to that block. */
  sections: TargetSpan<AsimiSectionKey>[];
  /** Notices for the user (misspelt variable aliases, ignored duplicates). */
  warnings: string[];
  /** Set when the custom base prompt file is missing: the CLI stops instead of prompting. */
  error: string | null;
  basePromptSource: 'builtin' | 'file';
  /** Absolute path of the custom base prompt (set whenever a file is requested). */
  basePromptPath?: string;
  /** The export requested by `ASIMI_WRITE_SYSTEM_MD`, or `null` when disabled. */
  writeTarget: AsimiWriteTarget | null;
  /** The template data the dynamic blocks were rendered from. */
  promptContext: AsimiPromptContext;
}
