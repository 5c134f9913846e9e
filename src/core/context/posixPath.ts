/**
 * Tiny POSIX path helpers: core cannot import Node's `path`, and the virtual workspace
 * always uses absolute POSIX paths.
 */

/** Collapses `.`, `..`, repeated and trailing slashes. Absolute in, absolute out. */
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
  if (absolute) return '/' + joined;
  return joined === '' ? '.' : joined;
}

/** `path.resolve(base, target)` for POSIX: absolute targets win, relative ones join the base. */
export function resolvePosix(base: string, target: string): string {
  return normalizePosix(target.startsWith('/') ? target : `${base}/${target}`);
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
