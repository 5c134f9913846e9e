/**
 * The one POSIX path toolkit of core (core cannot use `node:path`). Virtual workspaces and
 * configured paths are POSIX: a win32 platform setting changes prompt wording, not how
 * `cwd`, `homeDir` or env paths are parsed.
 */

/** Collapses `.`, `..`, repeated and trailing slashes; keeps a leading `/`. */
export function normalizePosix(path: string): string {
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

/** Joins segments with `/` and normalises, like `path.posix.join`. */
export function joinPosix(...segments: string[]): string {
  const nonEmpty = segments.filter((segment) => segment !== '');
  return nonEmpty.length === 0 ? '.' : normalizePosix(nonEmpty.join('/'));
}

/** `path.posix.resolve(base, target)`: absolute targets win, relative ones join the base. */
export function resolvePosix(base: string, target: string): string {
  if (target.startsWith('/')) return normalizePosix(target);
  return normalizePosix(`${base.startsWith('/') ? base : `/${base}`}/${target}`);
}

/**
 * Resolves a user-supplied path as a shell-aware CLI does: `~` and `~/…` expand to
 * `homeDir` (`~user` is left alone), absolute paths are normalised, anything else is
 * resolved against `cwd`.
 */
export function resolveUserPath(value: string, cwd: string, homeDir: string): string {
  if (value === '~') return normalizePosix(homeDir);
  if (value.startsWith('~/')) return joinPosix(homeDir, value.slice(2));
  return resolvePosix(cwd, value);
}

/** Parent directory; the root is its own parent. */
export function dirnamePosix(path: string): string {
  const normal = normalizePosix(path);
  const cut = normal.lastIndexOf('/');
  return cut <= 0 ? '/' : normal.slice(0, cut);
}

/** Last path segment. */
export function basenamePosix(path: string): string {
  const normal = normalizePosix(path);
  return normal.slice(normal.lastIndexOf('/') + 1);
}

/** `path.relative(from, to)` for absolute POSIX paths (`''` when equal). */
export function relativePosix(from: string, to: string): string {
  const a = normalizePosix(from).split('/').filter(Boolean);
  const b = normalizePosix(to).split('/').filter(Boolean);
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  const ups = a.slice(common).map(() => '..');
  return [...ups, ...b.slice(common)].join('/');
}

/** True when `path` equals `dir` or lies below it. */
export function isWithinPosix(dir: string, path: string): boolean {
  const d = normalizePosix(dir);
  const p = normalizePosix(path);
  return p === d || p.startsWith(d === '/' ? '/' : `${d}/`);
}

/** File extension including the dot, lower-cased (`''` when none). */
export function extnamePosix(path: string): string {
  const base = basenamePosix(path);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot).toLowerCase();
}

/**
 * `path` without its trailing slashes, as `replace(/\/+$/, '')` would give it, in time linear
 * in the path (that expression is quadratic on a long run of slashes that is not at the end).
 */
export function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 0x2f) end -= 1;
  return path.slice(0, end);
}
