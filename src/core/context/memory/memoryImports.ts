import { dirnamePosix, resolvePosix } from '../../posixPath';
import type { VirtualFs } from '../workspace/virtualFs';

/** A problem met while resolving `@import` lines of a memory file. */
export interface MemoryProblem {
  /** The file holding the offending `@` line. */
  path: string;
  /** 1-based line of the `@` in that file. */
  line: number;
  kind: 'cycle' | 'missing' | 'too-deep';
  message: string;
}

/** One file pulled in through `@import`, in the order the imports are met (depth first). */
export interface MemoryImportedFile {
  path: string;
  /** The file whose `@` line imported it. */
  importedFrom: string;
  /** 1 for a direct import of the memory file, 2 for an import of an import, … */
  depth: number;
  /** The file's own text, before its imports are expanded. */
  rawContent: string;
}

/** Where an `@path` token sits in a memory file. */
interface ImportToken {
  start: number;
  end: number;
  path: string;
}

const isSpace = (ch: string | undefined): boolean => ch !== undefined && /\s/.test(ch);

/**
 * Finds `@path` tokens the way the CLI's import processor does: the `@` starts the text or
 * follows whitespace, the path runs to the next whitespace, and it must begin with `.`, `/`
 * or a letter.
 */
export function findMemoryImports(content: string): ImportToken[] {
  const found: ImportToken[] = [];
  let i = content.indexOf('@');
  while (i !== -1) {
    if (i > 0 && !isSpace(content[i - 1])) {
      i = content.indexOf('@', i + 1);
      continue;
    }
    let j = i + 1;
    while (j < content.length && !isSpace(content[j])) j++;
    const path = content.slice(i + 1, j);
    if (/^[./A-Za-z]/.test(path)) found.push({ start: i, end: j, path });
    i = content.indexOf('@', j + 1);
  }
  return found;
}

/** Spans of fenced code blocks and inline code spans, where `@` is never an import. */
export function findCodeRegions(content: string): [number, number][] {
  const regions: [number, number][] = [];
  const fence = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm;
  for (const match of content.matchAll(fence)) {
    regions.push([match.index, match.index + match[0].length]);
  }
  const inline = /(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g;
  for (const match of content.matchAll(inline)) {
    const start = match.index;
    if (!regions.some(([a, b]) => start >= a && start < b)) {
      regions.push([start, start + match[0].length]);
    }
  }
  return regions;
}

const lineOf = (content: string, index: number): number =>
  content.slice(0, index).split('\n').length;

interface ImportWalk {
  fs: VirtualFs;
  maxDepth: number;
  imports: MemoryImportedFile[];
  problems: MemoryProblem[];
}

function expand(walk: ImportWalk, filePath: string, content: string, chain: string[]): string {
  const depth = chain.length - 1;
  const regions = findCodeRegions(content);
  const tokens = findMemoryImports(content).filter(
    (token) => !regions.some(([a, b]) => token.start >= a && token.start < b),
  );
  if (depth >= walk.maxDepth) {
    for (const token of tokens) {
      walk.problems.push({
        path: filePath,
        line: lineOf(content, token.start),
        kind: 'too-deep',
        message: `Import of ${token.path} not followed: the import depth limit (${walk.maxDepth}) is reached.`,
      });
    }
    return content;
  }
  let out = '';
  let last = 0;
  for (const token of tokens) {
    out += content.slice(last, token.start);
    last = token.end;
    const line = lineOf(content, token.start);
    const target = resolvePosix(dirnamePosix(filePath), token.path);
    if (chain.includes(target)) {
      walk.problems.push({
        path: filePath,
        line,
        kind: 'cycle',
        message: `Import cycle: ${[...chain, target].join(' → ')}`,
      });
      out += `<!-- File already processed: ${token.path} -->`;
      continue;
    }
    const text = walk.fs.read(target);
    if (text === undefined) {
      const reason = walk.fs.isDirectory(target) ? 'is a directory' : 'no such file';
      walk.problems.push({
        path: filePath,
        line,
        kind: 'missing',
        message: `${target}: ${reason}`,
      });
      out += `<!-- Import failed: ${token.path} - ${reason} -->`;
      continue;
    }
    walk.imports.push({ path: target, importedFrom: filePath, depth: depth + 1, rawContent: text });
    const inner = expand(walk, target, text, [...chain, target]);
    out += `<!-- Imported from: ${token.path} -->\n${inner}\n<!-- End of import from: ${token.path} -->`;
  }
  return out + content.slice(last);
}

/**
 * Expands the `@import` lines of one memory file. Imported text is wrapped in
 * `<!-- Imported from: … -->` / `<!-- End of import from: … -->` comments, cycles and missing
 * files leave a comment in place, and past `maxDepth` levels imports stay as written.
 * A file is a cycle when it is already on the import chain (the memory file included).
 */
export function resolveMemoryImports(
  fs: VirtualFs,
  filePath: string,
  content: string,
  maxDepth: number,
): { content: string; imports: MemoryImportedFile[]; problems: MemoryProblem[] } {
  const walk: ImportWalk = { fs, maxDepth, imports: [], problems: [] };
  const expanded = expand(walk, filePath, content, [filePath]);
  return { content: expanded, imports: walk.imports, problems: walk.problems };
}
