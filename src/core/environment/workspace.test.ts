import { describe, expect, it } from 'vitest';
import {
  folderTreeFromFiles,
  listWorkspaceDir,
  workspaceFolderStructure,
  type WorkspaceFiles,
} from './workspace';
import { normalizeWorkspacePath } from './workspacePath';

const files: WorkspaceFiles = {
  '/home/dev/app/package.json': '{}',
  '/home/dev/app/src/index.ts': 'export {};',
  '/home/dev/app/src/lib/util.ts': '',
  '/home/dev/app/assets/': '',
  '/home/dev/other/readme.md': '# other',
};

describe('normalizeWorkspacePath', () => {
  it.each([
    ['/a/b/', '/a/b'],
    ['/a//b/./c/../d', '/a/b/d'],
    ['a/b', '/a/b'],
    ['/', '/'],
    ['/..', '/'],
    ['C:\\work\\app\\', 'C:/work/app'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeWorkspacePath(input)).toBe(expected);
  });
});

describe('folderTreeFromFiles', () => {
  it('builds the tree under the root, with folder markers as empty folders', () => {
    expect(folderTreeFromFiles('/home/dev/app/', files)).toEqual({
      name: '/home/dev/app',
      children: [
        { name: 'package.json' },
        {
          name: 'src',
          children: [{ name: 'index.ts' }, { name: 'lib', children: [{ name: 'util.ts' }] }],
        },
        { name: 'assets', children: [] },
      ],
    });
  });

  it('returns null for a missing directory or a file path', () => {
    expect(folderTreeFromFiles('/home/dev/nope', files)).toBeNull();
    expect(folderTreeFromFiles('/home/dev/app/package.json', files)).toBeNull();
  });

  it('treats a directory marker of the root itself as an existing empty root', () => {
    expect(folderTreeFromFiles('/empty', { '/empty/': '' })).toEqual({
      name: '/empty',
      children: [],
    });
  });
});

describe('listWorkspaceDir', () => {
  it('lists direct entries sorted with localeCompare', () => {
    expect(listWorkspaceDir(files, '/home/dev/app')).toEqual([
      { name: 'assets', isDirectory: true },
      { name: 'package.json', isDirectory: false },
      { name: 'src', isDirectory: true },
    ]);
    expect(listWorkspaceDir(files, '/home/dev')).toEqual([
      { name: 'app', isDirectory: true },
      { name: 'other', isDirectory: true },
    ]);
  });

  it('returns null when the directory does not exist', () => {
    expect(listWorkspaceDir(files, '/srv')).toBeNull();
  });
});

describe('workspaceFolderStructure', () => {
  it('renders the tree of an existing directory', () => {
    const out = workspaceFolderStructure(files, '/home/dev/other');
    expect(out.split('\n').slice(2)).toEqual(['/home/dev/other/', '└───readme.md']);
  });

  it("prints the CLI's error line for a missing directory", () => {
    // The CLI returns this text in place of a tree, and it lands in the first message as-is.
    expect(workspaceFolderStructure(files, '/home/dev/missing/')).toBe(
      'Error: Could not read directory "/home/dev/missing". Check path and permissions.',
    );
  });

  it('prints the "Error processing directory" line when the path is a file', () => {
    expect(workspaceFolderStructure(files, '/home/dev/app/package.json')).toBe(
      'Error processing directory "/home/dev/app/package.json": ENOTDIR: not a directory, ' +
        "scandir '/home/dev/app/package.json'",
    );
  });

  it('shows a Windows root with backslashes when the separator is \\', () => {
    const win: WorkspaceFiles = { 'C:/work/app/src/a.ts': '' };
    const out = workspaceFolderStructure(win, 'C:\\work\\app', { separator: '\\' });
    expect(out.split('\n').slice(2)).toEqual(['C:\\work\\app\\', '└───src\\', '    └───a.ts']);
  });
});
