import { dirnamePosix, isWithinPosix, normalizePosix } from '../../posixPath';

/** Virtual workspace: absolute POSIX path → content; a key ending in `/` is an empty directory. */
export type VirtualFiles = Readonly<Record<string, string>>;

/** A read-only file-system view over a {@link VirtualFiles} map. */
export interface VirtualFs {
  readonly files: ReadonlyMap<string, string>;
  readonly dirs: ReadonlySet<string>;
  isFile(path: string): boolean;
  isDirectory(path: string): boolean;
  exists(path: string): boolean;
  read(path: string): string | undefined;
  /** Direct children of a directory, sorted by code unit, as absolute paths. */
  list(dir: string): { path: string; name: string; isDirectory: boolean }[];
  /** Every file at or below `dir`, sorted. */
  filesUnder(dir: string): string[];
}

/** Indexes a virtual workspace: every ancestor of a file counts as a directory. */
export function createVirtualFs(map: VirtualFiles): VirtualFs {
  const files = new Map<string, string>();
  const dirs = new Set<string>(['/']);
  const addAncestors = (path: string): void => {
    let dir = dirnamePosix(path);
    while (!dirs.has(dir)) {
      dirs.add(dir);
      dir = dirnamePosix(dir);
    }
  };
  for (const [key, content] of Object.entries(map)) {
    const path = normalizePosix(key);
    if (key.endsWith('/')) {
      dirs.add(path);
    } else {
      files.set(path, content);
    }
    addAncestors(path);
  }
  const children = new Map<string, Map<string, boolean>>();
  const addChild = (path: string, isDirectory: boolean): void => {
    if (path === '/') return;
    const parent = dirnamePosix(path);
    const entry = children.get(parent) ?? new Map<string, boolean>();
    entry.set(path, isDirectory);
    children.set(parent, entry);
  };
  for (const dir of dirs) addChild(dir, true);
  for (const file of files.keys()) addChild(file, false);
  const sortedFiles = [...files.keys()].sort();

  return {
    files,
    dirs,
    isFile: (path) => files.has(normalizePosix(path)),
    isDirectory: (path) => dirs.has(normalizePosix(path)),
    exists: (path) => files.has(normalizePosix(path)) || dirs.has(normalizePosix(path)),
    read: (path) => files.get(normalizePosix(path)),
    list: (dir) =>
      [...(children.get(normalizePosix(dir)) ?? new Map<string, boolean>()).entries()]
        .map(([path, isDirectory]) => ({
          path,
          name: path.slice(path.lastIndexOf('/') + 1),
          isDirectory,
        }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    filesUnder: (dir) => sortedFiles.filter((file) => isWithinPosix(dir, file)),
  };
}

/**
 * The directory holding `.git` (file or directory) at or above `start`, as the CLI's
 * `findProjectRoot` / `isGitRepository` walk; `null` outside a repository.
 */
export function findGitRoot(fs: VirtualFs, start: string): string | null {
  let dir = normalizePosix(start);
  for (;;) {
    if (fs.exists(`${dir === '/' ? '' : dir}/.git`)) return dir;
    const parent = dirnamePosix(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}
