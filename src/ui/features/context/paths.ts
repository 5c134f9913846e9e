/** Path display helpers of the view (POSIX paths of the virtual workspace). */
import { isWithinPosix, relativePosix } from '../../../core';

/** `path` relative to `cwd` when it lies below it, else the absolute path. */
export function displayPath(path: string, cwd: string): string {
  return isWithinPosix(cwd, path) && relativePosix(cwd, path) !== ''
    ? relativePosix(cwd, path)
    : path;
}

/** Why `path` cannot be added as a new workspace file, or null when it can. */
export function newFileProblem(path: string, files: Record<string, string>): string | null {
  if (!path.startsWith('/')) return 'Use an absolute path (starting with /).';
  if (path.endsWith('/')) return 'The path names a folder; add a file name.';
  if (/(^|\/)\.\.?(\/|$)/.test(path)) return 'Leave out . and .. segments.';
  if (Object.hasOwn(files, path)) return 'That file already exists; use its Edit button.';
  const prefix = `${path}/`;
  if (Object.keys(files).some((existing) => existing.startsWith(prefix))) {
    return 'A folder of that name exists.';
  }
  return null;
}

/** The first free memory-file path: `<cwd>/GEMINI.md`, then `<cwd>/src/GEMINI.md`, … */
export function suggestMemoryPath(cwd: string, files: Record<string, string>): string {
  const root = cwd.replace(/\/$/, '');
  const candidates = ['GEMINI.md', 'src/GEMINI.md', 'docs/GEMINI.md', 'test/GEMINI.md'];
  const free = candidates.map((name) => `${root}/${name}`).find((p) => !Object.hasOwn(files, p));
  return free ?? `${root}/notes/GEMINI.md`;
}
