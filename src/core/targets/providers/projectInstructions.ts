import { joinPosix } from '../../posixPath';

/** Where the shim looks for project instructions, relative to cwd, in order. */
export const PROVIDER_PROJECT_INSTRUCTION_FILES = [
  'CLAUDE.md',
  '.claude/CLAUDE.md',
  'claude.md',
] as const;

/** Loaded project instructions and the file they came from. */
export interface ProviderProjectInstructions {
  content: string;
  /** Absolute path of the file used, or `null` when none exists. */
  path: string | null;
}

/**
 * Loads project instructions the way the shim does: the first
 * existing file of `CLAUDE.md`, `.claude/CLAUDE.md`, `claude.md` wins, even if empty; no file
 * gives `''`.
 */
export function loadProviderProjectInstructions(
  cwd: string,
  files: Record<string, string>,
): ProviderProjectInstructions {
  for (const relative of PROVIDER_PROJECT_INSTRUCTION_FILES) {
    const path = joinPosix(cwd, relative);
    const content = files[path];
    if (content !== undefined) return { content, path };
  }
  return { content: '', path: null };
}
