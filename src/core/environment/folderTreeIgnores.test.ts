/**
 * The first message's folder tree leaves out what `.gitignore` and `.geminiignore` hide, as the
 * CLI's environment context hands its project's file-discovery service to getFolderStructure:
 * ignored files are not listed, ignored folders are shown as `name/...`. The current CLI tests
 * a folder as a folder; the 2026-02 revision tested it as a file, so `dir/` rules left the folder
 * listed with its files removed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDefaultEnvironmentInput, type EnvironmentInput } from './environmentInput';
import { folderStructureFor } from './openingLines';

const ROOT = '/home/dev/projects/ledger-etl';
const sample = JSON.parse(
  readFileSync(join(__dirname, '../../../public/samples/workspaces/ledger-etl.json'), 'utf8'),
) as { files: Record<string, string> };

function input(current: boolean, files: Record<string, string> = sample.files): EnvironmentInput {
  return {
    ...createDefaultEnvironmentInput(),
    workspaceDirs: [ROOT],
    files,
    ...(current
      ? { session: { includeDirectoryTree: true, memory: { extension: '', project: '' } } }
      : {}),
  };
}

/** The tree's entry lines, without the box-drawing prefix. */
const entries = (tree: string) => tree.split('\n').map((line) => line.replace(/^[│├└─ ]+/, ''));

describe.each([
  ['the current CLI', true],
  ['2026-02', false],
])('the ledger-etl sample, %s', (_name, current) => {
  const tree = folderStructureFor(input(current), ROOT);

  it('lists no file that .gitignore or .geminiignore hides', () => {
    expect(entries(tree)).not.toContain('secrets.toml');
    expect(entries(tree)).not.toContain('ledger-snapshot.parquet');
    expect(entries(tree)).not.toContain('2025-01-northbank.csv');
    expect(entries(tree)).not.toContain('transform.cpython-312.pyc');
    expect(entries(tree)).not.toContain('try_duckdb.py');
  });

  it('keeps what no rule hides', () => {
    expect(entries(tree)).toContain('pyproject.toml');
    expect(entries(tree)).toContain('checking.csv');
    expect(entries(tree)).toContain('northbank.csv');
  });
});

describe('an ignored folder', () => {
  it('is shown as name/... by the current CLI', () => {
    const tree = folderStructureFor(input(true), ROOT);
    expect(entries(tree)).toContain('raw/...');
    expect(entries(tree)).toContain('scratch/...');
  });

  it('stays listed, emptied, in the 2026-02 revision (its folder test saw a file path)', () => {
    const tree = folderStructureFor(input(false), ROOT);
    expect(entries(tree)).toContain('raw/');
    expect(entries(tree)).not.toContain('raw/...');
  });

  it('a .gitignore outside a git repository is not read; .geminiignore always is', () => {
    const files: Record<string, string> = { ...sample.files, [`${ROOT}/stale.pyc`]: '' };
    expect(entries(folderStructureFor(input(true, files), ROOT))).not.toContain('stale.pyc');
    delete files[`${ROOT}/.git/HEAD`];
    const tree = entries(folderStructureFor(input(true, files), ROOT));
    // `*.pyc` is only in .gitignore; `secrets.toml` is in .geminiignore.
    expect(tree).toContain('stale.pyc');
    expect(tree).not.toContain('secrets.toml');
  });
});

describe('trees built from files', () => {
  it('follow added files and edited ignore files, even in the same files object', () => {
    const before = folderStructureFor(input(true), ROOT);
    expect(folderStructureFor(input(true), ROOT)).toBe(before);
    const added = { ...sample.files, [`${ROOT}/added-later.md`]: '# new' };
    expect(entries(folderStructureFor(input(true, added), ROOT))).toContain('added-later.md');
    expect(entries(folderStructureFor(input(true), ROOT))).not.toContain('added-later.md');
    const edited: Record<string, string> = { ...sample.files, [`${ROOT}/notes.tmp`]: '' };
    expect(entries(folderStructureFor(input(true, edited), ROOT))).toContain('notes.tmp');
    edited[`${ROOT}/.geminiignore`] = `${edited[`${ROOT}/.geminiignore`] ?? ''}\n*.tmp\n`;
    expect(entries(folderStructureFor(input(true, edited), ROOT))).not.toContain('notes.tmp');
  });

  it('differ by platform and by the CLI revision over the same files', () => {
    const current = folderStructureFor(input(true), ROOT);
    expect(folderStructureFor(input(false), ROOT)).not.toBe(current);
    const windows = folderStructureFor({ ...input(true), platform: 'win32' }, ROOT);
    expect(windows).not.toBe(current);
  });
});
