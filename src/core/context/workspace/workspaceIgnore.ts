import ignore from 'ignore';
import type { Ignore } from 'ignore';
import { dirnamePosix, isWithinPosix, normalizePosix, relativePosix } from '../../posixPath';
import { findGitRoot, type VirtualFs } from './virtualFs';

/** Which ignore files apply, as the CLI's `file_filtering_options`. */
export interface IgnoreFilteringOptions {
  respectGitIgnore: boolean;
  respectGeminiIgnore: boolean;
}

/** Why a path is filtered: by `.gitignore`, by `.geminiignore`, or both. */
export type IgnoreReason = 'git' | 'gemini' | 'both';

/** A matcher over one workspace root, like the CLI's FileDiscoveryService. */
export interface WorkspaceIgnoreMatcher {
  /** True when the root sits inside a git repository (`.gitignore` only counts there). */
  readonly isGitRepository: boolean;
  /** The reason a path is ignored under the given options, or `null` when it is kept. */
  check(path: string, isDirectory: boolean, options: IgnoreFilteringOptions): IgnoreReason | null;
}

interface ScopedRules {
  dir: string;
  rules: Ignore;
}

function loadRules(fs: VirtualFs, dir: string, fileName: string): ScopedRules | null {
  const text = fs.read(`${dir === '/' ? '' : dir}/${fileName}`);
  return text === undefined ? null : { dir, rules: ignore().add(text) };
}

/** Folds rule files from the outermost to the innermost: a later match overrides. */
function matches(scopes: readonly ScopedRules[], path: string, isDirectory: boolean): boolean {
  let ignored = false;
  for (const { dir, rules } of scopes) {
    if (!isWithinPosix(dir, path) || path === dir) continue;
    const rel = relativePosix(dir, path) + (isDirectory ? '/' : '');
    const result = rules.test(rel);
    if (result.ignored) ignored = true;
    else if (result.unignored) ignored = false;
  }
  return ignored;
}

/** True when the path or any directory between the root and it is matched. */
function matchesWithParents(
  root: string,
  scopes: readonly ScopedRules[],
  path: string,
  isDirectory: boolean,
): boolean {
  const chain: string[] = [];
  for (
    let dir = dirnamePosix(path);
    isWithinPosix(root, dir) && dir !== root;
    dir = dirnamePosix(dir)
  ) {
    chain.unshift(dir);
  }
  return chain.some((dir) => matches(scopes, dir, true)) || matches(scopes, path, isDirectory);
}

/**
 * Builds the ignore matcher for one root. `.gitignore` files at the root and in every
 * directory below it apply (each relative to its own folder) and `.git` is always ignored,
 * but only inside a git repository; `.geminiignore` is read from the root only.
 * `isGitRepositoryOverride` replaces the `.git` detection when given.
 */
export function createWorkspaceIgnore(
  fs: VirtualFs,
  rootDir: string,
  isGitRepositoryOverride?: boolean,
): WorkspaceIgnoreMatcher {
  const root = normalizePosix(rootDir);
  const isGitRepository = isGitRepositoryOverride ?? findGitRoot(fs, root) !== null;
  const gitScopes: ScopedRules[] = [];
  if (isGitRepository) {
    const gitDirs = [...fs.dirs].filter((dir) => isWithinPosix(root, dir)).sort();
    for (const dir of gitDirs) {
      const scope = loadRules(fs, dir, '.gitignore');
      if (scope) gitScopes.push(scope);
    }
  }
  const geminiScope = loadRules(fs, root, '.geminiignore');
  const geminiScopes = geminiScope ? [geminiScope] : [];

  return {
    isGitRepository,
    check(path, isDirectory, options) {
      const abs = normalizePosix(path);
      const rel = relativePosix(root, abs);
      const git =
        options.respectGitIgnore &&
        isGitRepository &&
        (rel.split('/').includes('.git') || matchesWithParents(root, gitScopes, abs, isDirectory));
      const gemini =
        options.respectGeminiIgnore && matchesWithParents(root, geminiScopes, abs, isDirectory);
      if (git && gemini) return 'both';
      if (git) return 'git';
      return gemini ? 'gemini' : null;
    },
  };
}
