import type { FolderNode } from './folderScan';
import { getFolderStructure, type FolderStructureOptions } from './folderStructure';
import { normalizeWorkspacePath, withTrailingSlash } from './workspacePath';

/**
 * A virtual workspace: absolute POSIX path → file content. A key ending in `/` marks a
 * directory (used for empty ones); parent directories of every key exist implicitly.
 */
export type WorkspaceFiles = Record<string, string>;

/** One entry of a workspace directory. */
export interface WorkspaceEntry {
  name: string;
  isDirectory: boolean;
}

type DirMap = Map<string, DirMap | null>;

/** Builds the nested entry map under `dir` (null = file), or null when `dir` is not a directory. */
function collectDir(files: WorkspaceFiles, dir: string): DirMap | null {
  const prefix = withTrailingSlash(dir);
  const rootMap: DirMap = new Map();
  let exists = false;
  for (const key of Object.keys(files)) {
    const isDirKey = key.endsWith('/');
    const path = normalizeWorkspacePath(key);
    if (isDirKey && path === dir) exists = true;
    if (!path.startsWith(prefix)) continue;
    exists = true;
    const segments = path.slice(prefix.length).split('/').filter(Boolean);
    let current = rootMap;
    segments.forEach((segment, i) => {
      const isLeafFile = i === segments.length - 1 && !isDirKey;
      const existing = current.get(segment);
      if (isLeafFile) {
        if (existing === undefined) current.set(segment, null);
        return;
      }
      // A path used both as a file and as a folder prefix is shown as a folder.
      const next: DirMap = existing ?? new Map();
      current.set(segment, next);
      current = next;
    });
  }
  return exists ? rootMap : null;
}

function toNodes(map: DirMap): FolderNode[] {
  return [...map].map(([name, sub]) => (sub ? { name, children: toNodes(sub) } : { name }));
}

/** True when `dir` names an existing file (not a directory) of the workspace. */
function isWorkspaceFile(files: WorkspaceFiles, dir: string): boolean {
  return Object.keys(files).some((k) => !k.endsWith('/') && normalizeWorkspacePath(k) === dir);
}

/**
 * The virtual tree under `rootDir` (root name = the normalised absolute path), or null when
 * no such directory exists — where the CLI prints its "Could not read directory" error.
 */
export function folderTreeFromFiles(rootDir: string, files: WorkspaceFiles): FolderNode | null {
  const root = normalizeWorkspacePath(rootDir);
  const map = collectDir(files, root);
  return map ? { name: root, children: toNodes(map) } : null;
}

/** The direct entries of `dir`, sorted with `localeCompare`, or null when it is not a directory. */
export function listWorkspaceDir(files: WorkspaceFiles, dir: string): WorkspaceEntry[] | null {
  const map = collectDir(files, normalizeWorkspacePath(dir));
  if (!map) return null;
  return [...map]
    .map(([name, sub]) => ({ name, isDirectory: sub !== null }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * `getFolderStructure` for one workspace directory, with the CLI's error lines: a missing
 * directory gives `Error: Could not read directory "<abs>". Check path and permissions.`,
 * a file given as the directory gives the `ENOTDIR` "Error processing directory" line.
 * With separator `\` the root is shown with backslashes, as on Windows.
 */
export function workspaceFolderStructure(
  files: WorkspaceFiles,
  dir: string,
  options: FolderStructureOptions = {},
): string {
  const root = normalizeWorkspacePath(dir);
  const shown = options.separator === '\\' ? root.replace(/\//g, '\\') : root;
  const tree = folderTreeFromFiles(root, files);
  if (tree) return getFolderStructure({ ...tree, name: shown }, options);
  if (isWorkspaceFile(files, root)) {
    return `Error processing directory "${shown}": ENOTDIR: not a directory, scandir '${shown}'`;
  }
  return `Error: Could not read directory "${shown}". Check path and permissions.`;
}
