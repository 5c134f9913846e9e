import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandAtReferences } from './atFiles/atExpand';
import { discoverMemoryFiles } from './memory/memoryDiscovery';

const DIR = join(__dirname, '../../../public/samples/workspaces');

interface SampleWorkspace {
  id: string;
  title: string;
  root: string;
  homeDir: string;
  files: Record<string, string>;
}

const index = JSON.parse(readFileSync(join(DIR, 'index.json'), 'utf8')) as {
  id: string;
  file: string;
  root: string;
}[];
const load = (id: string): SampleWorkspace =>
  JSON.parse(readFileSync(join(DIR, `${id}.json`), 'utf8')) as SampleWorkspace;

describe.each(index.map((entry) => [entry.id, entry]))('sample workspace %s', (id, entry) => {
  const sample = load(id);
  it('matches its index entry, stays small and keeps every path under its root or home', () => {
    expect(sample.root).toBe(entry.root);
    expect(statSync(join(DIR, entry.file)).size).toBeLessThan(40 * 1024);
    for (const path of Object.keys(sample.files)) {
      expect(
        path.startsWith(`${sample.root}/`) || path.startsWith(`${sample.homeDir}/.gemini/`),
      ).toBe(true);
    }
  });

  it('produces memory without problems', () => {
    const memory = discoverMemoryFiles({
      files: sample.files,
      cwd: sample.root,
      homeDir: sample.homeDir,
    });
    expect(memory.problems).toEqual([]);
    expect(memory.files.some((file) => file.imports.length > 0)).toBe(true);
  });
});

describe('acme-api sample', () => {
  const sample = load('acme-api');
  it('loads the global file, the project file with its nested imports and src/db/GEMINI.md', () => {
    const memory = discoverMemoryFiles({
      files: sample.files,
      cwd: sample.root,
      homeDir: sample.homeDir,
    });
    expect(memory.files.map((f) => f.relativePath)).toEqual([
      '../../.gemini/GEMINI.md',
      'GEMINI.md',
      'src/db/GEMINI.md',
    ]);
    expect(memory.files[1]?.imports.map((i) => i.path)).toEqual([
      `${sample.root}/docs/conventions.md`,
      `${sample.root}/docs/testing.md`,
    ]);
  });

  it('skips ignored and binary files when the whole project is referenced', () => {
    const result = expandAtReferences({
      message: 'Summarise @./ for me',
      files: sample.files,
      cwd: sample.root,
    });
    const skipped = Object.fromEntries(result.skipped.map((s) => [s.relativePath, s.reason]));
    expect(skipped).toMatchObject({
      'assets/logo.png': 'binary',
      'server.log': 'ignored',
      'dist/index.js': 'excluded',
      'node_modules/express/package.json': 'excluded',
    });
    expect(result.included.map((f) => f.relativePath)).toContain('src/services/pricing.ts');
  });
});

describe('ledger-etl sample', () => {
  const sample = load('ledger-etl');
  it('leaves the scratch GEMINI.md out through .geminiignore', () => {
    const memory = discoverMemoryFiles({
      files: sample.files,
      cwd: sample.root,
      homeDir: sample.homeDir,
    });
    expect(memory.files.map((f) => f.relativePath)).toEqual(['GEMINI.md', 'tests/GEMINI.md']);
  });

  it('does not read files hidden by .geminiignore', () => {
    const result = expandAtReferences({
      message: '@secrets.toml @data',
      files: sample.files,
      cwd: sample.root,
    });
    expect(result.references[0]).toMatchObject({ status: 'ignored', ignoredBy: 'gemini' });
    expect(result.included.map((f) => f.relativePath)).toEqual(['data/samples/checking.csv']);
  });
});
