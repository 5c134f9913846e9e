/**
 * The breadth-first scan half of the folder-structure listing (gemini-cli packages/core/src/utils/getFolderStructure.ts getFolderStructure): decides
 * which entries are shown and where the 200-item cap cuts, over a virtual tree.
 */

/** A node of a virtual directory tree. No `children` means a file; the root's name is its absolute path. */
export interface FolderNode {
  name: string;
  children?: FolderNode[];
}

/** What the scan keeps of one directory. */
export interface ScannedFolder {
  name: string;
  files: string[];
  subFolders: ScannedFolder[];
  isIgnored: boolean;
  hasMoreFiles: boolean;
  hasMoreSubfolders: boolean;
}

/** Options of the scan; `getFolderStructure` fills the defaults. */
export interface FolderScanOptions {
  maxItems: number;
  ignoredFolders: readonly string[];
  /** Caller-side ignore rules (.gitignore, .geminiignore); the path is POSIX, relative to the root. */
  isIgnored?: (relativePath: string, isDirectory: boolean) => boolean;
}

function emptyFolder(name: string, isIgnored: boolean): ScannedFolder {
  return {
    name,
    files: [],
    subFolders: [],
    isIgnored,
    hasMoreFiles: false,
    hasMoreSubfolders: false,
  };
}

/**
 * Walks `root` breadth-first. Inside each directory entries are ordered with `localeCompare`;
 * files are taken before subfolders; every shown file and folder (ignored ones too) counts
 * toward `maxItems`. A folder dequeued after the cap is reached stays silently empty.
 */
export function scanFolderTree(root: FolderNode, options: FolderScanOptions): ScannedFolder {
  const ignoredNames = new Set(options.ignoredFolders);
  const scannedRoot = emptyFolder(root.name, false);
  const queue: { node: FolderNode; scanned: ScannedFolder; relPath: string }[] = [
    { node: root, scanned: scannedRoot, relPath: '' },
  ];
  let count = 0;
  for (let head = 0; head < queue.length; head++) {
    const { node, scanned, relPath } = queue[head]!;
    if (count >= options.maxItems) continue;
    const entries = [...(node.children ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    const childPath = (name: string): string => (relPath ? `${relPath}/${name}` : name);

    for (const entry of entries) {
      if (entry.children) continue;
      if (count >= options.maxItems) {
        scanned.hasMoreFiles = true;
        break;
      }
      if (options.isIgnored?.(childPath(entry.name), false)) continue;
      scanned.files.push(entry.name);
      count++;
    }

    for (const entry of entries) {
      if (!entry.children) continue;
      if (count >= options.maxItems) {
        scanned.hasMoreSubfolders = true;
        break;
      }
      const path = childPath(entry.name);
      const ignored = ignoredNames.has(entry.name) || !!options.isIgnored?.(path, true);
      const sub = emptyFolder(entry.name, ignored);
      scanned.subFolders.push(sub);
      count++;
      if (!ignored) queue.push({ node: entry, scanned: sub, relPath: path });
    }
  }
  return scannedRoot;
}
