import type { AsimiSandbox, AsimiSectionKey, AsimiToolNames } from '../../../../core';

const TITLES: Record<AsimiSectionKey, string> = {
  base: 'Base prompt',
  sandbox: 'Sandbox status',
  git: 'Git repository',
  projectContext: 'Project context (AGENTS.md)',
  userMemory: 'User memory',
};

/** The display name of a part of the Asimi prompt. */
export function asimiPartTitle(key: string): string {
  return (TITLES as Record<string, string>)[key] ?? key;
}

/** The sandbox choices of the Asimi CLI's (`SandboxStatus`). */
export const ASIMI_SANDBOX_OPTIONS: readonly { value: AsimiSandbox; label: string }[] = [
  { value: 'none', label: 'none: outside any sandbox' },
  { value: 'macos', label: 'macos: macOS Seatbelt' },
  { value: 'generic', label: 'generic: a container sandbox' },
];

/** The `PromptContext.ToolNames` fields, in the Asimi docs' order, with what each stands for. */
export const ASIMI_TOOL_NAME_ROWS: readonly { key: keyof AsimiToolNames; role: string }[] = [
  { key: 'ReadFile', role: 'read one file' },
  { key: 'WriteFile', role: 'write a file' },
  { key: 'Grep', role: 'search file contents' },
  { key: 'Glob', role: 'find files by pattern' },
  { key: 'Edit', role: 'replace text in a file' },
  { key: 'Shell', role: 'run a shell command' },
  { key: 'ReadManyFiles', role: 'read several files' },
  { key: 'Memory', role: 'save a fact to memory' },
  { key: 'LS', role: 'list a directory' },
];
