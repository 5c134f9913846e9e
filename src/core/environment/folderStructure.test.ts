import { describe, expect, it } from 'vitest';
import type { FolderNode } from './folderScan';
import { getFolderStructure } from './folderStructure';

const file = (name: string): FolderNode => ({ name });
const dir = (name: string, ...children: FolderNode[]): FolderNode => ({ name, children });
const files = (prefix: string, n: number): FolderNode[] =>
  Array.from({ length: n }, (_, i) => file(`${prefix}${String(i + 1).padStart(3, '0')}`));

/** The tree lines after the header, blank line and root line. */
const treeLines = (out: string): string[] => out.split('\n').slice(3);
const header = (out: string): string => out.split('\n')[0] ?? '';

describe('getFolderStructure: layout', () => {
  it('prints header, blank line, root with separator, then files before folders', () => {
    const root = dir(
      '/home/dev/app',
      dir('src', file('main.ts'), dir('lib', file('util.ts'))),
      file('package.json'),
      dir('test', file('main.test.ts')),
    );
    const out = getFolderStructure(root);
    expect(out.split('\n').slice(0, 3)).toEqual([header(out), '', '/home/dev/app/']);
    // Files come first even though "src" sorts before "package.json"'s folder peers;
    // a non-last folder indents its children with "│   ", the last one with four spaces.
    expect(treeLines(out)).toEqual([
      '├───package.json',
      '├───src/',
      '│   ├───main.ts',
      '│   └───lib/',
      '│       └───util.ts',
      '└───test/',
      '    └───main.test.ts',
    ]);
  });

  it('states only the limit when nothing was cut or ignored', () => {
    const out = getFolderStructure(dir('/r', file('a')));
    expect(header(out)).toContain('200 items');
    expect(header(out)).not.toContain('...');
  });

  it('renders an empty root as the root line followed by an empty tree', () => {
    // The CLI joins zero tree lines, leaving a trailing newline after the root line.
    const out = getFolderStructure(dir('/empty'));
    expect(out).toBe(`${header(out)}\n\n/empty/\n`);
  });

  it('uses the given separator after the root and folder names (win32)', () => {
    const out = getFolderStructure(dir('C:\\work\\app', dir('src', file('a.ts'))), {
      separator: '\\',
    });
    expect(out.split('\n').slice(2)).toEqual(['C:\\work\\app\\', '└───src\\', '    └───a.ts']);
  });
});

describe('getFolderStructure: ordering', () => {
  it('sorts with localeCompare, not by UTF-16 code units', () => {
    const out = getFolderStructure(dir('/r', file('B.ts'), file('a.ts'), file('_x'), file('10')));
    // Code-unit order would be 10, B.ts, _x, a.ts.
    expect(treeLines(out)).toEqual(['├───_x', '├───10', '├───a.ts', '└───B.ts']);
  });

  it('sorts folders with localeCompare too, after all files', () => {
    const out = getFolderStructure(dir('/r', dir('Zeta'), dir('alpha'), file('z.md')));
    expect(treeLines(out)).toEqual(['├───z.md', '├───alpha/', '└───Zeta/']);
  });
});

describe('getFolderStructure: the item limit', () => {
  it('walks breadth-first: shallow items win, a folder reached after the cap stays empty', () => {
    const root = dir(
      '/r',
      dir('a', file('a1'), file('a2'), file('a3')),
      dir('b', file('b1')),
      file('z'),
    );
    const out = getFolderStructure(root, { maxItems: 4 });
    // z, a/, b/ are counted before a's files; b/ is dequeued at the cap and shows nothing,
    // silently. a/ has no subfolders, so both its last file and its "..." get └───.
    expect(treeLines(out)).toEqual(['├───z', '├───a/', '│   └───a1', '│   └───...', '└───b/']);
    expect(header(out)).toContain('...');
  });

  it('cuts files at 200 with a "..." line (both └─── when no subfolders follow)', () => {
    const lines = treeLines(getFolderStructure(dir('/r', ...files('f', 201))));
    expect(lines).toHaveLength(201);
    expect(lines.slice(-2)).toEqual(['└───f200', '└───...']);
  });

  it('cuts folders after 200 files with a final └───... and no file "..."', () => {
    const lines = treeLines(
      getFolderStructure(dir('/r', ...files('f', 200), dir('src', file('x')))),
    );
    expect(lines.slice(-2)).toEqual(['├───f200', '└───...']);
    expect(lines).toHaveLength(201);
  });

  it('cuts folders at 200; queued folders then appear empty with no "..."', () => {
    const folders = Array.from({ length: 205 }, (_, i) =>
      dir(`d${String(i + 1).padStart(3, '0')}`, file('inner.txt')),
    );
    const lines = treeLines(getFolderStructure(dir('/r', ...folders)));
    expect(lines).toHaveLength(201);
    expect(lines.slice(-2)).toEqual(['├───d200/', '└───...']);
    expect(lines.filter((l) => l.includes('inner.txt'))).toEqual([]);
  });

  it('prints files and the subfolder marker when the cap hits mid-way through files', () => {
    const out = getFolderStructure(dir('/r', file('a'), file('b'), file('c'), dir('d')), {
      maxItems: 2,
    });
    // hasMoreFiles and hasMoreSubfolders both set: file "..." uses ├───, the folder one └───.
    expect(treeLines(out)).toEqual(['├───a', '├───b', '├───...', '└───...']);
  });
});

describe('getFolderStructure: ignored folders', () => {
  it('shows default-ignored folders as name/... without descending', () => {
    const root = dir(
      '/r',
      dir('node_modules', file('x.js')),
      dir('.git', file('HEAD')),
      dir('dist', file('out.js')),
      dir('__pycache__', file('m.pyc')),
      dir('Dist', file('kept.js')),
    );
    // Ignored folders keep their sorted place and connector; "Dist" is matched
    // case-sensitively, so it is listed and descended into.
    expect(treeLines(getFolderStructure(root))).toEqual([
      '├───__pycache__/...',
      '├───.git/...',
      '├───dist/...',
      '├───Dist/',
      '│   └───kept.js',
      '└───node_modules/...',
    ]);
  });

  it('counts ignored folders toward the limit', () => {
    const out = getFolderStructure(dir('/r', dir('node_modules'), dir('src'), dir('zz')), {
      maxItems: 2,
    });
    expect(treeLines(out)).toEqual(['├───node_modules/...', '├───src/', '└───...']);
  });

  it('mentions "..." in the header when only an ignored folder was marked', () => {
    const out = getFolderStructure(dir('/r', dir('node_modules')));
    expect(header(out)).toContain('...');
  });

  it('skips files and marks folders rejected by isIgnored, given root-relative paths', () => {
    const seen: string[] = [];
    const isIgnored = (path: string, isDirectory: boolean): boolean => {
      seen.push(`${path}${isDirectory ? '/' : ''}`);
      return path === 'src/gen' || path.endsWith('.log');
    };
    const root = dir('/r', file('debug.log'), dir('src', file('a.ts'), dir('gen', file('g.ts'))));
    const lines = treeLines(getFolderStructure(root, { isIgnored, maxItems: 3 }));
    // debug.log is skipped without counting, so a.ts and gen/ still fit in three items.
    expect(lines).toEqual(['└───src/', '    ├───a.ts', '    └───gen/...']);
    expect(seen).toEqual(['debug.log', 'src/', 'src/a.ts', 'src/gen/']);
  });
});
