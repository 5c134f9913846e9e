/**
 * A tiny POSIX path toolkit (core cannot use `node:path`). Paths in Promptscope are POSIX:
 * a win32 platform setting changes prompt wording, not how `cwd`, `homeDir` or env paths
 * are parsed; Windows paths such as `C:\x` are treated as relative names.
 */

/** Collapses `.`, `..`, repeated and trailing slashes; keeps a leading `/`. */
export function normalizePosixPath(path: string): string {
  const absolute = path.startsWith('/');
  const parts: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (parts.length > 0 && parts[parts.length - 1] !== '..') parts.pop();
      else if (!absolute) parts.push('..');
      continue;
    }
    parts.push(segment);
  }
  const joined = parts.join('/');
  if (absolute) return `/${joined}`;
  return joined === '' ? '.' : joined;
}

/** Joins segments with `/` and normalises, like `path.posix.join`. */
export function joinPosixPath(...segments: string[]): string {
  const nonEmpty = segments.filter((segment) => segment !== '');
  return nonEmpty.length === 0 ? '.' : normalizePosixPath(nonEmpty.join('/'));
}

/** Resolves `path` against `cwd` (itself absolute) like `path.posix.resolve(cwd, path)`. */
export function resolvePosixPath(cwd: string, path: string): string {
  if (path.startsWith('/')) return normalizePosixPath(path);
  return normalizePosixPath(`${cwd.startsWith('/') ? cwd : `/${cwd}`}/${path}`);
}
