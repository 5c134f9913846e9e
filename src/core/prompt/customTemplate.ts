/** Custom-template mode (gemini-cli packages/core/src/prompts/promptProvider.ts, GEMINI_SYSTEM_MD): where system.md comes from and where it is written. */
import { normalizePosix } from '../posixPath';
import { resolvePathFromEnv, systemMdPathFor, type PathContext } from './resolvePathFromEnv';
import type { PromptInput } from './types';

/** Whether GEMINI_SYSTEM_MD selects a custom template, its path, and its content if present. */
export type CustomTemplateSource =
  { kind: 'standard' } | { kind: 'custom'; path: string; content: string | null };

/** cwd plus the home directory the CLI would use: GEMINI_CLI_HOME first, then `homeDir`. */
export function pathContextFor(input: Pick<PromptInput, 'cwd' | 'homeDir' | 'env'>): PathContext {
  const envHome = input.env['GEMINI_CLI_HOME'];
  return { cwd: input.cwd, homeDir: envHome ? envHome : input.homeDir };
}

/** Reads a file of the virtual file system, tolerating un-normalised keys. */
export function readVirtualFile(files: Record<string, string>, path: string): string | null {
  const direct = files[path];
  if (direct !== undefined) return direct;
  for (const [key, content] of Object.entries(files)) {
    if (normalizePosix(key) === path) return content;
  }
  return null;
}

/** Resolves GEMINI_SYSTEM_MD against the input; `content` is null when the file is missing. */
export function resolveCustomTemplate(
  input: Pick<PromptInput, 'cwd' | 'homeDir' | 'env' | 'files'>,
): CustomTemplateSource {
  const resolved = resolvePathFromEnv(input.env['GEMINI_SYSTEM_MD'], pathContextFor(input));
  const path = systemMdPathFor(resolved, input.cwd);
  if (path === null) return { kind: 'standard' };
  return { kind: 'custom', path, content: readVirtualFile(input.files, path) };
}

/** The CLI's error for a missing template, keeping its absolute path. */
export function missingTemplateError(path: string): string {
  return `missing system prompt file '${path}'`;
}

/** Where GEMINI_WRITE_SYSTEM_MD would write the final prompt, or null when it is off. */
export function resolveWriteTarget(
  input: Pick<PromptInput, 'cwd' | 'homeDir' | 'env'>,
): string | null {
  const resolved = resolvePathFromEnv(input.env['GEMINI_WRITE_SYSTEM_MD'], pathContextFor(input));
  return systemMdPathFor(resolved, input.cwd);
}
