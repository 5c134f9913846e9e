import { estimateTextTokens } from '../../tokens';
import { resolveMemoryImports } from './memoryImports';
import type { MemoryImportedFile, MemoryProblem } from './memoryImports';
import { formatMemoryBlock, joinMemoryBlocks } from './memoryText';
import { dirnamePosix, normalizePosix, relativePosix } from '../../posixPath';
import {
  createVirtualFs,
  findGitRoot,
  type VirtualFiles,
  type VirtualFs,
} from '../workspace/virtualFs';
import { createWorkspaceIgnore, type IgnoreFilteringOptions } from '../workspace/workspaceIgnore';

/** Inputs of {@link discoverMemoryFiles}. */
export interface MemoryDiscoveryOptions {
  files: VirtualFiles;
  cwd: string;
  homeDir: string;
  /** The workspace directories (the CLI's WorkspaceContext); searched when `includeDirectories`. */
  workspaceDirs?: readonly string[];
  /** `context.loadMemoryFromIncludeDirectories`: also search every workspace directory. */
  includeDirectories?: boolean;
  /** Context file name(s) (`context.fileName`); each name is searched in full, in order. */
  fileName?: string | readonly string[];
  /** Import depth limit of the import processor (5 in the CLI). */
  maxImportDepth?: number;
  /** Directory budget of the downward search (`memoryDiscoveryMaxDirs`, 200 in the CLI). */
  maxDirs?: number;
  /** Ignore files honoured by the downward search; the CLI's memory default skips `.gitignore`. */
  fileFiltering?: IgnoreFilteringOptions;
}

/** Where discovery found a memory file. */
export type MemoryFileScope = 'global' | 'upward' | 'downward';

/** One memory file that contributes to the memory text. */
export interface DiscoveredMemoryFile {
  path: string;
  /** Path relative to the working directory, as the context markers show it. */
  relativePath: string;
  scope: MemoryFileScope;
  rawContent: string;
  /** The content with its `@import` lines expanded. */
  content: string;
  imports: MemoryImportedFile[];
  /** Estimated tokens of this file's marked block (0 when it is empty and left out). */
  tokens: number;
}

/** The result of {@link discoverMemoryFiles}. */
export interface MemoryDiscoveryResult {
  files: DiscoveredMemoryFile[];
  memoryText: string;
  problems: MemoryProblem[];
}

/** The CLI's default filtering for memory discovery: `.geminiignore` only. */
export const MEMORY_FILE_FILTERING_DEFAULTS: IgnoreFilteringOptions = {
  respectGitIgnore: false,
  respectGeminiIgnore: true,
};

const join = (dir: string, name: string): string => `${dir === '/' ? '' : dir}/${name}`;

/**
 * Upward walk from `dir`: every directory up to and including the parent of the project
 * root (the `.git` holder), or up to the parent of the home directory outside a repository;
 * `/` itself and `~/.gemini` are never searched. Returned outermost first.
 */
function upwardPaths(fs: VirtualFs, dir: string, homeDir: string, name: string): string[] {
  const root = findGitRoot(fs, dir);
  const stop = dirnamePosix(root ?? homeDir);
  const globalDir = join(homeDir, '.gemini');
  const found: string[] = [];
  for (let current = dir; current !== dirnamePosix(current); current = dirnamePosix(current)) {
    if (current === globalDir) break;
    const candidate = join(current, name);
    if (fs.isFile(candidate) && candidate !== join(globalDir, name)) found.unshift(candidate);
    if (current === stop) break;
  }
  return found;
}

/** Breadth-first search below `dir`, honouring ignore files, within `maxDirs` directories. */
function downwardPaths(
  fs: VirtualFs,
  dir: string,
  name: string,
  maxDirs: number,
  filtering: IgnoreFilteringOptions,
): string[] {
  const matcher = createWorkspaceIgnore(fs, dir);
  const found: string[] = [];
  const queue = [dir];
  for (let scanned = 0; scanned < queue.length && scanned < maxDirs; scanned++) {
    for (const entry of fs.list(queue[scanned] as string)) {
      if (!entry.isDirectory && entry.name !== name) continue;
      if (matcher.check(entry.path, entry.isDirectory, filtering)) continue;
      if (entry.isDirectory) queue.push(entry.path);
      else found.push(entry.path);
    }
  }
  return found.sort();
}

/**
 * Finds and loads GEMINI.md memory as the CLI's `loadServerHierarchicalMemory` does.
 * Directories searched: the workspace directories (when `includeDirectories`) then the
 * working directory. For each directory and each file name, in this order:
 * 1. the global `~/.gemini/<name>`;
 * 2. the upward walk (outermost first, see {@link upwardPaths});
 * 3. the downward breadth-first search below the directory, sorted by path (ignore files are
 *    read from that directory, as the CLI's file service reads them from its target dir).
 * A path already listed is not listed again. Each file's `@import` lines are expanded,
 * empty files are left out of the text, and the blocks carry the context markers.
 */
export function discoverMemoryFiles(options: MemoryDiscoveryOptions): MemoryDiscoveryResult {
  const fs = createVirtualFs(options.files);
  const cwd = normalizePosix(options.cwd);
  const homeDir = normalizePosix(options.homeDir);
  const names = typeof options.fileName === 'string' ? [options.fileName] : options.fileName;
  const fileNames = names && names.length > 0 ? names : ['GEMINI.md'];
  const filtering = options.fileFiltering ?? MEMORY_FILE_FILTERING_DEFAULTS;
  const dirs = new Set<string>([
    ...(options.includeDirectories ? (options.workspaceDirs ?? []).map(normalizePosix) : []),
    cwd,
  ]);

  const ordered = new Map<string, MemoryFileScope>();
  const add = (path: string, scope: MemoryFileScope): void => {
    if (!ordered.has(path)) ordered.set(path, scope);
  };
  for (const dir of dirs) {
    for (const name of fileNames) {
      const globalPath = join(join(homeDir, '.gemini'), name);
      if (fs.isFile(globalPath)) add(globalPath, 'global');
      for (const path of upwardPaths(fs, dir, homeDir, name)) add(path, 'upward');
      for (const path of downwardPaths(fs, dir, name, options.maxDirs ?? 200, filtering)) {
        add(path, 'downward');
      }
    }
  }

  const problems: MemoryProblem[] = [];
  const blocks: string[] = [];
  const files = [...ordered].map(([path, scope]): DiscoveredMemoryFile => {
    const rawContent = fs.read(path) ?? '';
    const resolved = resolveMemoryImports(fs, path, rawContent, options.maxImportDepth ?? 5);
    // One by one: spreading hundreds of thousands of problems overflows the call stack.
    for (const problem of resolved.problems) problems.push(problem);
    const relativePath = relativePosix(cwd, path);
    const block = formatMemoryBlock(relativePath, resolved.content);
    if (block !== null) blocks.push(block);
    return {
      path,
      relativePath,
      scope,
      rawContent,
      content: resolved.content,
      imports: resolved.imports,
      tokens: block === null ? 0 : estimateTextTokens(block),
    };
  });
  return { files, memoryText: joinMemoryBlocks(blocks), problems };
}
