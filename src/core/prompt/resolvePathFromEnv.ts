/** The CLI's `resolvePathFromEnv` (gemini-cli packages/core/src/prompts/utils.ts), over explicit cwd and home values. */
import { joinPosix, resolvePosix } from '../posixPath';

/** What an env var such as GEMINI_SYSTEM_MD resolves to. */
export interface ResolvedEnvPath {
  /** Absolute path, the lower-cased switch value (`0`/`false`/`1`/`true`), or null when off. */
  value: string | null;
  isSwitch: boolean;
  isDisabled: boolean;
}

/** Where relative paths and `~` resolve; a missing homeDir behaves like a throwing `homedir()`. */
export interface PathContext {
  cwd: string;
  homeDir?: string;
}

const OFF: ResolvedEnvPath = { value: null, isSwitch: false, isDisabled: false };

/**
 * Unset/blank → off; `0`/`false`/`1`/`true` (any case) → a switch; `~` and `~/…` → under the
 * home directory (`~user` is not expanded); anything else → resolved against `cwd`.
 */
export function resolvePathFromEnv(
  value: string | undefined,
  context: PathContext,
): ResolvedEnvPath {
  const trimmed = value?.trim();
  if (!trimmed) return OFF;
  const lower = trimmed.toLowerCase();
  if (lower === '0' || lower === 'false' || lower === '1' || lower === 'true') {
    return { value: lower, isSwitch: true, isDisabled: lower === '0' || lower === 'false' };
  }
  let path = trimmed;
  if (path.startsWith('~')) {
    if (!context.homeDir) return OFF;
    if (path === '~') path = context.homeDir;
    else if (path.startsWith('~/')) path = joinPosix(context.homeDir, path.slice(2));
  }
  return { value: resolvePosix(context.cwd, path), isSwitch: false, isDisabled: false };
}

/**
 * The file an enabled variable points at: `<cwd>/.gemini/system.md` for a switch, the
 * resolved path otherwise; null when the variable is off or disabled.
 */
export function systemMdPathFor(resolved: ResolvedEnvPath, cwd: string): string | null {
  if (resolved.value === null || resolved.isDisabled) return null;
  return resolved.isSwitch ? resolvePosix(cwd, '.gemini/system.md') : resolved.value;
}
