import { scanFolderTree, type FolderNode, type ScannedFolder } from './folderScan';

/** The CLI's item cap: files and folders together, ignored folders included. */
export const FOLDER_STRUCTURE_MAX_ITEMS = 200;

/** Folder names the CLI shows as `name/...` and never descends into (case-sensitive). */
export const DEFAULT_IGNORED_FOLDERS: readonly string[] = [
  'node_modules',
  '.git',
  'dist',
  '__pycache__',
];

/** Options of {@link getFolderStructure}. */
export interface FolderStructureOptions {
  /** Item cap (files + folders). Default 200. */
  maxItems?: number;
  /** Folder names never descended into. Default node_modules, .git, dist, __pycache__. */
  ignoredFolders?: readonly string[];
  /** Extra ignore rules: ignored files are skipped, ignored folders shown as `name/...`. */
  isIgnored?: (relativePath: string, isDirectory: boolean) => boolean;
  /** Path separator appended to folder names (`path.sep`): '/' by default, '\\' on win32. */
  separator?: string;
}

const MORE = '...';
const TEE = '├───';
const ELBOW = '└───';

function formatFolder(
  folder: ScannedFolder,
  indent: string,
  isLast: boolean,
  isRoot: boolean,
  sep: string,
  lines: string[],
): void {
  if (!isRoot) {
    lines.push(
      `${indent}${isLast ? ELBOW : TEE}${folder.name}${sep}${folder.isIgnored ? MORE : ''}`,
    );
  }
  const childIndent = isRoot ? '' : indent + (isLast ? '    ' : '│   ');
  // Files are "last" only when no subfolder (nor a subfolder `...`) follows them. The file
  // `...` line uses the same test, so the last file and `...` can both get └─── (CLI quirk).
  const nothingAfterFiles = folder.subFolders.length === 0 && !folder.hasMoreSubfolders;
  folder.files.forEach((file, i) => {
    const last = i === folder.files.length - 1 && nothingAfterFiles;
    lines.push(`${childIndent}${last ? ELBOW : TEE}${file}`);
  });
  if (folder.hasMoreFiles) lines.push(`${childIndent}${nothingAfterFiles ? ELBOW : TEE}${MORE}`);
  folder.subFolders.forEach((sub, i) => {
    const last = i === folder.subFolders.length - 1 && !folder.hasMoreSubfolders;
    formatFolder(sub, childIndent, last, false, sep, lines);
  });
  if (folder.hasMoreSubfolders) lines.push(`${childIndent}${ELBOW}${MORE}`);
}

function wasCut(folder: ScannedFolder): boolean {
  return (
    folder.isIgnored ||
    folder.hasMoreFiles ||
    folder.hasMoreSubfolders ||
    folder.subFolders.some(wasCut)
  );
}

/**
 * Renders a directory listing the way the Gemini CLI's `getFolderStructure` does (gemini-cli
 * packages/core/src/utils/getFolderStructure.ts): a header line, a blank line, `<root><sep>`, then `├───`/`└───` tree lines,
 * breadth-first with a 200-item cap. `root.name` is the directory's absolute path.
 */
export function getFolderStructure(root: FolderNode, options: FolderStructureOptions = {}): string {
  const maxItems = options.maxItems ?? FOLDER_STRUCTURE_MAX_ITEMS;
  const sep = options.separator ?? '/';
  const scanned = scanFolderTree(root, {
    maxItems,
    ignoredFolders: options.ignoredFolders ?? DEFAULT_IGNORED_FOLDERS,
    ...(options.isIgnored ? { isIgnored: options.isIgnored } : {}),
  });
  const lines: string[] = [];
  formatFolder(scanned, '', true, true, sep, lines);
  let header = `Listing at most ${maxItems} items (files and folders together).`;
  if (wasCut(scanned)) {
    header +=
      ` Entries marked ${MORE} have more items that are not shown, were ignored,` +
      ` or were cut off by the ${maxItems}-item limit.`;
  }
  return `${header}\n\n${root.name}${sep}\n${lines.join('\n')}`;
}
