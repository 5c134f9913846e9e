import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dirnamePosix, resolvePosix } from '../../posixPath';
import { createVirtualFs, type VirtualFs } from '../workspace/virtualFs';
import {
  findMemoryImports,
  MEMORY_EXPANSION_LIMIT,
  resolveMemoryImports,
  type MemoryImportedFile,
  type MemoryProblem,
} from './memoryImports';

/**
 * The import walk as it was before it was made linear (line numbers by re-splitting the
 * text, code regions by the two expressions, every repeat of an import expanded again). It
 * stays here only as the reference the linear walk must agree with on small inputs.
 */
function referenceRegions(content: string): [number, number][] {
  const regions: [number, number][] = [];
  const fence = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm;
  for (const m of content.matchAll(fence)) regions.push([m.index, m.index + m[0].length]);
  for (const m of content.matchAll(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g)) {
    if (!regions.some(([a, b]) => m.index >= a && m.index < b)) {
      regions.push([m.index, m.index + m[0].length]);
    }
  }
  return regions;
}

interface ReferenceWalk {
  fs: VirtualFs;
  maxDepth: number;
  imports: MemoryImportedFile[];
  problems: MemoryProblem[];
}

function referenceExpand(walk: ReferenceWalk, file: string, content: string, chain: string[]) {
  const lineOf = (at: number) => content.slice(0, at).split('\n').length;
  const regions = referenceRegions(content);
  const tokens = findMemoryImports(content).filter(
    (t) => !regions.some(([a, b]) => t.start >= a && t.start < b),
  );
  if (chain.length - 1 >= walk.maxDepth) {
    for (const t of tokens) {
      walk.problems.push({
        path: file,
        line: lineOf(t.start),
        kind: 'too-deep',
        message: `Import of ${t.path} not followed: the import depth limit (${walk.maxDepth}) is reached.`,
      });
    }
    return content;
  }
  let out = '';
  let last = 0;
  for (const t of tokens) {
    out += content.slice(last, t.start);
    last = t.end;
    const line = lineOf(t.start);
    const target = resolvePosix(dirnamePosix(file), t.path);
    if (chain.includes(target)) {
      const message = `Import cycle: ${[...chain, target].join(' → ')}`;
      walk.problems.push({ path: file, line, kind: 'cycle', message });
      out += `<!-- File already processed: ${t.path} -->`;
      continue;
    }
    const text = walk.fs.read(target);
    if (text === undefined) {
      const reason = walk.fs.isDirectory(target) ? 'is a directory' : 'no such file';
      walk.problems.push({ path: file, line, kind: 'missing', message: `${target}: ${reason}` });
      out += `<!-- Import failed: ${t.path} - ${reason} -->`;
      continue;
    }
    walk.imports.push({ path: target, importedFrom: file, depth: chain.length, rawContent: text });
    const inner = referenceExpand(walk, target, text, [...chain, target]);
    out += `<!-- Imported from: ${t.path} -->\n${inner}\n<!-- End of import from: ${t.path} -->`;
  }
  return out + content.slice(last);
}

function referenceResolve(fs: VirtualFs, file: string, content: string, maxDepth: number) {
  const walk: ReferenceWalk = { fs, maxDepth, imports: [], problems: [] };
  const expanded = referenceExpand(walk, file, content, [file]);
  return { content: expanded, imports: walk.imports, problems: walk.problems };
}

/** Small memory texts: imports of existing, missing and cyclic files among code and breaks. */
const memoryText = fc
  .array(
    fc.constantFrom(
      '@a.md',
      '@./b.md',
      '@/p/GEMINI.md',
      '@missing.md',
      '@dir',
      '@1x',
      'x@a.md',
      '`',
      '```',
      '~~~',
      ' ',
      '\n',
      '\r\n',
      '\t',
      'text',
    ),
    { maxLength: 24 },
  )
  .map((parts) => parts.join(''));

/** Milliseconds `run` takes. */
function elapsed(run: () => unknown): number {
  const start = Date.now();
  run();
  return Date.now() - start;
}

describe('resolveMemoryImports agrees with the reference walk', () => {
  it('on any small workspace: text, imports and problems (with their lines)', () => {
    fc.assert(
      fc.property(
        memoryText,
        memoryText,
        memoryText,
        fc.integer({ min: 0, max: 3 }),
        (top, a, b, depth) => {
          const fs = createVirtualFs({
            '/p/GEMINI.md': top,
            '/p/a.md': a,
            '/p/b.md': b,
            '/p/dir/': '',
          });
          expect(resolveMemoryImports(fs, '/p/GEMINI.md', top, depth)).toEqual(
            referenceResolve(fs, '/p/GEMINI.md', top, depth),
          );
        },
      ),
      { numRuns: 1500 },
    );
  });
});

describe('resolveMemoryImports takes time linear in the text', () => {
  // Budgets are generous for a shared machine; the reference walk took 6.4 s on 10,000 lines
  // and 39.6 s on 20,000 (it grows with the square of the line count).
  const fs = createVirtualFs({ '/p/x': 'hello' });

  it('200,000 `@x` lines: each one imported, with its line', () => {
    const text = Array.from({ length: 200_000 }, () => '@x').join('\n');
    let result = resolveMemoryImports(fs, '/p/GEMINI.md', '', 5);
    expect(
      elapsed(() => (result = resolveMemoryImports(fs, '/p/GEMINI.md', text, 5))),
    ).toBeLessThan(10_000);
    expect(result.imports).toHaveLength(200_000);
    expect(result.content.split('<!-- Imported from: x -->\nhello\n').length).toBe(200_001);
  });

  it('200,000 missing imports: one problem each, on its own line', () => {
    const text = Array.from({ length: 200_000 }, () => '@gone').join('\n');
    let result = resolveMemoryImports(fs, '/p/GEMINI.md', '', 5);
    expect(
      elapsed(() => (result = resolveMemoryImports(fs, '/p/GEMINI.md', text, 5))),
    ).toBeLessThan(10_000);
    expect(result.problems).toHaveLength(200_000);
    expect(result.problems[199_999]).toMatchObject({ line: 200_000, kind: 'missing' });
  });

  it('50,000 code spans holding `@x`: only the imports outside them are followed', () => {
    const text = Array.from({ length: 50_000 }, () => '`code @x` @x').join('\n');
    let result = resolveMemoryImports(fs, '/p/GEMINI.md', '', 5);
    expect(
      elapsed(() => (result = resolveMemoryImports(fs, '/p/GEMINI.md', text, 5))),
    ).toBeLessThan(10_000);
    expect(result.imports).toHaveLength(50_000);
    expect(result.content).toContain('`code @x` <!-- Imported from: x -->');
  });

  it('300 unclosed backtick runs of different lengths', () => {
    const text = Array.from({ length: 300 }, (_, i) => `x ${'`'.repeat(100 + i)} @x`).join('\n');
    let result = resolveMemoryImports(fs, '/p/GEMINI.md', '', 5);
    expect(
      elapsed(() => (result = resolveMemoryImports(fs, '/p/GEMINI.md', text, 5))),
    ).toBeLessThan(5_000);
    // Each run is longer than those before it, so none closes: every `@x` is an import.
    expect(result.imports).toHaveLength(300);
  });
});

describe('imports that multiply', () => {
  it('stop at the expansion limit with a problem, instead of billions of characters', () => {
    // 40,000 imports of a file that holds 40,000 failed imports: 1.6 billion comments.
    const lines = (path: string) => Array.from({ length: 40_000 }, () => path).join('\n');
    const fs = createVirtualFs({ '/p/a.md': lines('@gone') });
    let result = resolveMemoryImports(fs, '/p/GEMINI.md', '', 5);
    expect(
      elapsed(() => (result = resolveMemoryImports(fs, '/p/GEMINI.md', lines('@a.md'), 5))),
    ).toBeLessThan(10_000);
    expect(result.content.length).toBeLessThanOrEqual(MEMORY_EXPANSION_LIMIT + 3_000_000);
    const skipped = result.problems.filter((p) => p.kind === 'too-large');
    expect(skipped.length).toBeGreaterThan(39_000);
    expect(skipped[0]?.message).toContain('the expanded memory would pass 32,000,000 characters');
    expect(result.content).toContain(
      '<!-- Import skipped: a.md - the expanded memory is too large -->',
    );
  });
});
