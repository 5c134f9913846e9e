/** Pure edits of the virtual workspace (absolute POSIX path → content; `dir/` keys are folders). */
import { normalizeWorkspacePath } from '../../../core';

type Files = Record<string, string>;

/** One listed entry of a workspace directory (a key of the files record). */
export interface DirEntry {
  key: string;
  /** Path relative to the directory, `/`-terminated for folders. */
  relative: string;
  isFolder: boolean;
}

/** The file and folder keys under `dir`, sorted by relative path. */
export function entriesUnder(files: Files, dir: string): DirEntry[] {
  const root = normalizeWorkspacePath(dir);
  const prefix = root === '/' ? '/' : `${root}/`;
  const entries: DirEntry[] = [];
  for (const key of Object.keys(files)) {
    const isFolder = key.endsWith('/');
    const path = normalizeWorkspacePath(key);
    if (!path.startsWith(prefix)) continue;
    const relative = path.slice(prefix.length) + (isFolder ? '/' : '');
    entries.push({ key, relative, isFolder });
  }
  return entries.sort((a, b) => a.relative.localeCompare(b.relative));
}

/**
 * Adds an empty file or a folder at `relative` under `dir`. Returns the same record when the
 * path is empty, escapes `dir`, or already exists.
 */
export function withEntry(files: Files, dir: string, relative: string, isFolder: boolean): Files {
  const root = normalizeWorkspacePath(dir);
  const rel = relative.trim().replace(/^[/\\]+/, '');
  if (rel === '') return files;
  const path = normalizeWorkspacePath(`${root}/${rel}`);
  if (path === root || !path.startsWith(root === '/' ? '/' : `${root}/`)) return files;
  const key = isFolder ? `${path}/` : path;
  if (key in files || (!isFolder && `${path}/` in files)) return files;
  return { ...files, [key]: '' };
}

/** Removes one key (a file, or a folder marker together with everything under it). */
export function withoutEntry(files: Files, key: string): Files {
  if (!key.endsWith('/')) {
    const { [key]: _removed, ...rest } = files;
    return rest;
  }
  const prefix = `${normalizeWorkspacePath(key)}/`;
  return Object.fromEntries(
    Object.entries(files).filter(
      ([k]) => k !== key && !normalizeWorkspacePath(k).startsWith(prefix),
    ),
  );
}
