import { describe, expect, it } from 'vitest';
import { discoverMemoryFiles } from './memoryDiscovery';
import { placeMemory } from './memoryPlacement';

const HOME = '/home/dev';
const ROOT = '/home/dev/projects/acme-api';

/** A repository with memory files at every level discovery looks at. */
const files = {
  [`${HOME}/.gemini/GEMINI.md`]: 'Global: prefer small commits.',
  [`${HOME}/GEMINI.md`]: 'Home-level file, above the project parent.',
  [`${HOME}/projects/GEMINI.md`]: 'Parent of the project root.',
  [`${ROOT}/.git/`]: '',
  [`${ROOT}/GEMINI.md`]: 'Project root memory.',
  [`${ROOT}/src/GEMINI.md`]: 'Working-directory memory.',
  [`${ROOT}/src/api/GEMINI.md`]: 'Below the working directory.',
  [`${ROOT}/src/api/v2/GEMINI.md`]: 'Deeper below.',
  [`${ROOT}/src/generated/GEMINI.md`]: 'Generated, ignored by .geminiignore.',
  [`${ROOT}/src/empty/GEMINI.md`]: '   \n',
  // Ignore files are read from the searched directory (the CLI's target directory).
  [`${ROOT}/src/.geminiignore`]: 'generated/\n',
  [`${ROOT}/../other/GEMINI.md`]: 'Another checkout.',
};

describe('discoverMemoryFiles order', () => {
  const result = discoverMemoryFiles({ files, cwd: `${ROOT}/src`, homeDir: HOME });

  it('lists global, then upward (outermost first, up to the root parent), then downward', () => {
    // The order decides which instructions the model reads last, so it must match the CLI.
    expect(result.files.map((f) => [f.relativePath, f.scope])).toEqual([
      ['../../../.gemini/GEMINI.md', 'global'],
      ['../../GEMINI.md', 'upward'],
      ['../GEMINI.md', 'upward'],
      ['GEMINI.md', 'upward'],
      ['api/GEMINI.md', 'downward'],
      ['api/v2/GEMINI.md', 'downward'],
      ['empty/GEMINI.md', 'downward'],
    ]);
  });

  it('stops the upward walk at the parent of the .git root', () => {
    // ~/GEMINI.md sits above projects/, the parent of the repository: never read.
    expect(result.memoryText).not.toContain('Home-level file');
  });

  it('honours .geminiignore in the downward search', () => {
    expect(result.files.map((f) => f.path)).not.toContain(`${ROOT}/src/generated/GEMINI.md`);
  });

  it('wraps each non-empty file in context markers joined by a blank line', () => {
    // gemini-cli packages/core/src/utils/memoryDiscovery.ts concatenateInstructions: `--- Context from: <relative path> ---` … `--- End of Context from: … ---`.
    expect(result.memoryText).toContain(
      '--- Context from: ../GEMINI.md ---\nProject root memory.\n--- End of Context from: ../GEMINI.md ---\n\n--- Context from: GEMINI.md ---',
    );
    expect(result.memoryText.startsWith('--- Context from: ../../../.gemini/GEMINI.md ---')).toBe(
      true,
    );
    // Whitespace-only files are left out of the text but still listed, with 0 tokens.
    expect(result.memoryText).not.toContain('empty/GEMINI.md');
    expect(result.files.find((f) => f.relativePath === 'empty/GEMINI.md')?.tokens).toBe(0);
  });

  it('counts tokens per file', () => {
    expect(result.files[0]?.tokens).toBeGreaterThan(0);
  });
});

describe('discoverMemoryFiles outside a repository and with include directories', () => {
  it('walks up to the parent of the home directory without a .git root', () => {
    const noGit = Object.fromEntries(
      Object.entries(files).filter(([path]) => !path.includes('.git/')),
    );
    const result = discoverMemoryFiles({ files: noGit, cwd: ROOT, homeDir: HOME });
    expect(result.files.map((f) => f.path)).toContain(`${HOME}/GEMINI.md`);
  });

  it('searches workspace directories before the working directory when asked', () => {
    const result = discoverMemoryFiles({
      files,
      cwd: `${ROOT}/src/api`,
      homeDir: HOME,
      workspaceDirs: [`${HOME}/projects/other`],
      includeDirectories: true,
    });
    const paths = result.files.map((f) => f.path);
    expect(paths.indexOf(`${HOME}/projects/other/GEMINI.md`)).toBeLessThan(
      paths.indexOf(`${ROOT}/src/api/GEMINI.md`),
    );
    // Without the setting the extra directory is not searched.
    const without = discoverMemoryFiles({
      files,
      cwd: `${ROOT}/src/api`,
      homeDir: HOME,
      workspaceDirs: [`${HOME}/projects/other`],
    });
    expect(without.files.map((f) => f.path)).not.toContain(`${HOME}/projects/other/GEMINI.md`);
  });
});

describe('@import resolution', () => {
  const base = { [`${ROOT}/.git/`]: '' };
  const run = (extra: Record<string, string>, maxImportDepth?: number) =>
    discoverMemoryFiles({ files: { ...base, ...extra }, cwd: ROOT, homeDir: HOME, maxImportDepth });

  it('inlines nested imports with import markers, relative and absolute', () => {
    const result = run({
      [`${ROOT}/GEMINI.md`]: 'Top.\n@./docs/a.md\nEnd.',
      [`${ROOT}/docs/a.md`]: 'A says hi.\n@b.md',
      [`${ROOT}/docs/b.md`]: `B.\n@${ROOT}/shared/c.md`,
      [`${ROOT}/shared/c.md`]: 'C.',
    });
    const file = result.files[0];
    expect(file?.imports.map((i) => [i.path, i.depth])).toEqual([
      [`${ROOT}/docs/a.md`, 1],
      [`${ROOT}/docs/b.md`, 2],
      [`${ROOT}/shared/c.md`, 3],
    ]);
    // The imported text replaces the @ line between the CLI's HTML comment markers.
    expect(file?.content).toContain(
      '<!-- Imported from: ./docs/a.md -->\nA says hi.\n<!-- Imported from: b.md -->\nB.\n',
    );
    expect(file?.content).toContain('<!-- End of import from: ./docs/a.md -->\nEnd.');
    expect(result.problems).toEqual([]);
  });

  it('reports a cycle and leaves a marker instead of looping', () => {
    const result = run({
      [`${ROOT}/GEMINI.md`]: '@a.md',
      [`${ROOT}/a.md`]: 'A\n@GEMINI.md',
    });
    expect(result.problems).toEqual([
      expect.objectContaining({ path: `${ROOT}/a.md`, line: 2, kind: 'cycle' }),
    ]);
    expect(result.files[0]?.content).toContain('<!-- File already processed: GEMINI.md -->');
  });

  it('reports a missing file with its line', () => {
    const result = run({ [`${ROOT}/GEMINI.md`]: 'Intro\n\n@./nope.md' });
    expect(result.problems).toEqual([
      expect.objectContaining({ path: `${ROOT}/GEMINI.md`, line: 3, kind: 'missing' }),
    ]);
    expect(result.memoryText).toContain('<!-- Import failed: ./nope.md - no such file -->');
  });

  it('stops at the depth limit and reports the imports it did not follow', () => {
    const chain: Record<string, string> = { [`${ROOT}/GEMINI.md`]: '@d1.md' };
    for (let i = 1; i <= 3; i++) chain[`${ROOT}/d${i}.md`] = `level ${i}\n@d${i + 1}.md`;
    const result = run(chain, 2);
    expect(result.files[0]?.imports.map((i) => i.depth)).toEqual([1, 2]);
    expect(result.problems).toEqual([
      expect.objectContaining({ path: `${ROOT}/d2.md`, line: 2, kind: 'too-deep' }),
    ]);
    // The unfollowed line stays as written.
    expect(result.memoryText).toContain('level 2\n@d3.md');
  });

  it.each([
    ['an email address', 'mail dev@example.com'],
    ['a fenced code block', '```\n@docs/a.md\n```'],
    ['an inline code span', 'use `@docs/a.md` to import'],
  ])('does not treat %s as an import', (_label, text) => {
    const result = run({ [`${ROOT}/GEMINI.md`]: text, [`${ROOT}/docs/a.md`]: 'A' });
    expect(result.files[0]?.imports).toEqual([]);
    expect(result.problems).toEqual([]);
  });
});

describe('placeMemory', () => {
  const result = discoverMemoryFiles({ files, cwd: `${ROOT}/src`, homeDir: HOME });
  it('puts everything in the system memory without JIT context', () => {
    expect(placeMemory(result, false)).toEqual({
      systemMemory: result.memoryText,
      environmentMemory: '',
    });
  });
  it('keeps only global files in the system memory with JIT context', () => {
    const placed = placeMemory(result, true);
    expect(placed.systemMemory).toContain('Global: prefer small commits.');
    expect(placed.systemMemory).not.toContain('Project root memory.');
    expect(placed.environmentMemory).toContain('Project root memory.');
  });
});
