/**
 * Tiny POSIX path helpers for virtual workspaces (core cannot use Node's `path`).
 * Backslashes are read as separators so `C:\work\app` and `C:/work/app` name the same folder.
 */

/** True for `/…` and drive paths such as `C:/…`. */
function isAbsolute(path: string): boolean {
  return path.startsWith('/') || /^[A-Za-z]:(\/|$)/.test(path);
}

/**
 * Normalises a workspace path: `\` → `/`, resolves `.` and `..`, collapses repeated
 * separators, drops a trailing separator and makes a relative path absolute from `/`.
 */
export function normalizeWorkspacePath(path: string): string {
  const slashed = path.replace(/\\/g, '/');
  const absolute = isAbsolute(slashed) ? slashed : `/${slashed}`;
  const drive = /^[A-Za-z]:/.test(absolute) ? absolute.slice(0, 2) : '';
  const out: string[] = [];
  for (const segment of absolute.slice(drive.length).split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return `${drive}/${out.join('/')}`;
}

/** The path of `dir` seen from inside: `/a/b` → `/a/b/`, `/` → `/`. */
export function withTrailingSlash(dir: string): string {
  return dir.endsWith('/') ? dir : `${dir}/`;
}
