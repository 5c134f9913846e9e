import { dirnamePosix, resolvePosix } from '../../posixPath';
import type { VirtualFs } from '../workspace/virtualFs';
import { findCodeRegions, insideRegionsSweep, lineFinder } from './codeRegions';

export { findCodeRegions } from './codeRegions';

/** A problem met while resolving `@import` lines of a memory file. */
export interface MemoryProblem {
  /** The file holding the offending `@` line. */
  path: string;
  /** 1-based line of the `@` in that file. */
  line: number;
  kind: 'cycle' | 'missing' | 'too-deep' | 'too-large';
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

/** True for a character JavaScript's `\s` matches (compared by code, not by a regex per character). */
function isSpaceCode(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 160) return false;
  return (
    code === 160 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** `.`, `/` or an ASCII letter: what an import path may begin with. */
function opensPath(code: number): boolean {
  return code === 46 || code === 47 || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/**
 * Finds `@path` tokens the way the CLI's import processor does: the `@` starts the text or
 * follows whitespace, the path runs to the next whitespace, and it must begin with `.`, `/`
 * or a letter.
 */
export function findMemoryImports(content: string): ImportToken[] {
  const found: ImportToken[] = [];
  let i = content.indexOf('@');
  while (i !== -1) {
    if (i > 0 && !isSpaceCode(content.charCodeAt(i - 1))) {
      i = content.indexOf('@', i + 1);
      continue;
    }
    let j = i + 1;
    while (j < content.length && !isSpaceCode(content.charCodeAt(j))) j++;
    if (j > i + 1 && opensPath(content.charCodeAt(i + 1))) {
      found.push({ start: i, end: j, path: content.slice(i + 1, j) });
    }
    i = content.indexOf('@', j + 1);
  }
  return found;
}

/**
 * What one memory file's imports may add, in characters (each import and problem counts as
 * {@link ENTRY_COST}). Imports multiply: a file naming another 40,000 times that names a third
 * 40,000 times would expand to billions of characters from a few kilobytes. Past this, an
 * import is left as a comment and reported.
 */
export const MEMORY_EXPANSION_LIMIT = 32_000_000;
const ENTRY_COST = 16;

interface ImportWalk {
  fs: VirtualFs;
  maxDepth: number;
  imports: MemoryImportedFile[];
  problems: MemoryProblem[];
  /** Characters the whole walk may still add (shared by every level). */
  budget: { left: number };
}

function expand(walk: ImportWalk, filePath: string, content: string, chain: string[]): string {
  const depth = chain.length - 1;
  const inCode = insideRegionsSweep(findCodeRegions(content));
  const tokens = findMemoryImports(content).filter((token) => !inCode(token.start));
  const lineOf = lineFinder(content);
  if (depth >= walk.maxDepth) {
    for (const token of tokens) {
      walk.problems.push({
        path: filePath,
        line: lineOf(token.start),
        kind: 'too-deep',
        message: `Import of ${token.path} not followed: the import depth limit (${walk.maxDepth}) is reached.`,
      });
    }
    return content;
  }
  // Resolved and expanded once per distinct path: a file may name one import thousands of
  // times, and each repeat adds the same text, imports and problems.
  const dir = dirnamePosix(filePath);
  const seen = new Map<string, ExpandedImport>();
  const parts: string[] = [];
  let last = 0;
  for (const token of tokens) {
    parts.push(content.slice(last, token.start));
    last = token.end;
    let result = seen.get(token.path);
    if (result === undefined) {
      result = expandImport(walk, dir, filePath, token.path, chain);
      seen.set(token.path, result);
    }
    const line = lineOf(token.start);
    const cost = result.text.length + ENTRY_COST * (result.problems.length + result.imports.length);
    if (cost > walk.budget.left) {
      walk.problems.push({
        path: filePath,
        line,
        kind: 'too-large',
        message: `Import of ${token.path} not followed: the expanded memory would pass ${MEMORY_EXPANSION_LIMIT.toLocaleString('en-US')} characters.`,
      });
      parts.push(`<!-- Import skipped: ${token.path} - the expanded memory is too large -->`);
      continue;
    }
    walk.budget.left -= cost;
    for (const problem of result.problems) {
      walk.problems.push(problem.line < 0 ? { ...problem, line } : problem);
    }
    for (const imported of result.imports) walk.imports.push(imported);
    parts.push(result.text);
  }
  parts.push(content.slice(last));
  return parts.join('');
}

/** What one `@path` token becomes: its text, and the imports and problems it adds. */
interface ExpandedImport {
  text: string;
  imports: MemoryImportedFile[];
  /** A problem of the token itself has line -1 (each occurrence gets its own line). */
  problems: MemoryProblem[];
}

function expandImport(
  walk: ImportWalk,
  dir: string,
  filePath: string,
  path: string,
  chain: string[],
): ExpandedImport {
  const target = resolvePosix(dir, path);
  if (chain.includes(target)) {
    return {
      text: `<!-- File already processed: ${path} -->`,
      imports: [],
      problems: [
        {
          path: filePath,
          line: -1,
          kind: 'cycle',
          message: `Import cycle: ${[...chain, target].join(' → ')}`,
        },
      ],
    };
  }
  const text = walk.fs.read(target);
  if (text === undefined) {
    const reason = walk.fs.isDirectory(target) ? 'is a directory' : 'no such file';
    return {
      text: `<!-- Import failed: ${path} - ${reason} -->`,
      imports: [],
      problems: [{ path: filePath, line: -1, kind: 'missing', message: `${target}: ${reason}` }],
    };
  }
  const inner: ImportWalk = { ...walk, imports: [], problems: [] };
  inner.imports.push({
    path: target,
    importedFrom: filePath,
    depth: chain.length,
    rawContent: text,
  });
  const expanded = expand(inner, target, text, [...chain, target]);
  return {
    text: `<!-- Imported from: ${path} -->\n${expanded}\n<!-- End of import from: ${path} -->`,
    imports: inner.imports,
    problems: inner.problems,
  };
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
  const walk: ImportWalk = {
    fs,
    maxDepth,
    imports: [],
    problems: [],
    budget: { left: MEMORY_EXPANSION_LIMIT },
  };
  const expanded = expand(walk, filePath, content, [filePath]);
  return { content: expanded, imports: walk.imports, problems: walk.problems };
}
