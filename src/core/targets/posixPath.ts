/**
 * Tiny POSIX path helpers for the virtual file systems of the targets. Core cannot use
 * Node's `path`, and every virtual path here is POSIX-style and absolute.
 */

/** Normalises an absolute or relative POSIX path: collapses `//`, `.` and `..`, drops a trailing `/`. */
export function normalizeTargetPath(path: string): string {
  const absolute = path.startsWith('/');
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (!absolute) out.push('..');
      continue;
    }
    out.push(segment);
  }
  const joined = out.join('/');
  if (absolute) return `/${joined}`;
  return joined === '' ? '.' : joined;
}

/** Joins path segments and normalises the result. */
export function joinTargetPath(...segments: string[]): string {
  return normalizeTargetPath(segments.filter((s) => s !== '').join('/'));
}

/**
 * Resolves a user-supplied path the way a shell-aware CLI does: `~` and `~/…` expand to
 * `homeDir` (`~user` is left alone), absolute paths are normalised, anything else is
 * resolved against `cwd`.
 */
export function resolveTargetPath(value: string, cwd: string, homeDir: string): string {
  if (value === '~') return normalizeTargetPath(homeDir);
  if (value.startsWith('~/')) return joinTargetPath(homeDir, value.slice(2));
  if (value.startsWith('/')) return normalizeTargetPath(value);
  return joinTargetPath(cwd, value);
}
