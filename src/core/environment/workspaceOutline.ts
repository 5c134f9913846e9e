import { folderTreeFromFiles, type WorkspaceFiles } from './workspace';
import type { FolderNode } from './folderScan';
import { normalizeWorkspacePath } from './workspacePath';

const INDENT = '  ';

function outlineLines(nodes: readonly FolderNode[], depth: number, out: string[]): void {
  const sorted = [...nodes].sort((a, b) => a.name.localeCompare(b.name));
  for (const node of sorted.filter((n) => !n.children)) out.push(INDENT.repeat(depth) + node.name);
  for (const node of sorted.filter((n) => n.children)) {
    out.push(`${INDENT.repeat(depth)}${node.name}/`);
    outlineLines(node.children ?? [], depth + 1, out);
  }
}

/**
 * An editable outline of the workspace under `root`: one entry per line, two spaces per
 * level, folder names ending in `/`, files before folders as in the CLI's tree. `''` when
 * the root does not exist.
 */
export function workspaceToOutline(files: WorkspaceFiles, root: string): string {
  const tree = folderTreeFromFiles(root, files);
  const lines: string[] = [];
  outlineLines(tree?.children ?? [], 0, lines);
  return lines.join('\n');
}

/**
 * Reads an outline back into workspace files under `root`. Nesting follows indentation
 * (a tab counts as two spaces); files keep their content from `previous` when their path
 * existed there, else get `''`; folders with nothing beneath them become `dir/` markers.
 */
export function outlineToWorkspace(
  outline: string,
  root: string,
  previous: WorkspaceFiles = {},
): WorkspaceFiles {
  const rootPath = normalizeWorkspacePath(root);
  const oldContent = new Map(
    Object.entries(previous).map(([k, v]) => [normalizeWorkspacePath(k), v]),
  );
  const result: WorkspaceFiles = {};
  const emptyFolders = new Set<string>();
  const stack: { indent: number; path: string }[] = [];
  for (const rawLine of outline.split(/\r?\n/)) {
    const line = rawLine.replace(/\t/g, INDENT);
    const name = line.trim();
    if (!name) continue;
    const indent = line.length - line.trimStart().length;
    while (stack.length > 0 && stack[stack.length - 1]!.indent >= indent) stack.pop();
    const parent = stack[stack.length - 1]?.path ?? rootPath;
    emptyFolders.delete(parent);
    const path = normalizeWorkspacePath(`${parent}/${name}`);
    if (name.endsWith('/')) {
      stack.push({ indent, path });
      emptyFolders.add(path);
    } else {
      result[path] = oldContent.get(path) ?? '';
    }
  }
  for (const folder of emptyFolders) result[`${folder}/`] = '';
  return result;
}
