import { describe, expect, it } from 'vitest';
import type { WorkspaceFiles } from './workspace';
import { outlineToWorkspace, workspaceToOutline } from './workspaceOutline';

const files: WorkspaceFiles = {
  '/w/package.json': '{"name":"w"}',
  '/w/src/index.ts': 'export {};',
  '/w/src/lib/util.ts': 'export const u = 1;',
  '/w/assets/': '',
};

describe('workspace outline', () => {
  it('lists files before folders, two spaces per level, folders ending in /', () => {
    expect(workspaceToOutline(files, '/w').split('\n')).toEqual([
      'package.json',
      'assets/',
      'src/',
      '  index.ts',
      '  lib/',
      '    util.ts',
    ]);
  });

  it('round-trips files, contents and empty folders', () => {
    expect(outlineToWorkspace(workspaceToOutline(files, '/w'), '/w', files)).toEqual(files);
  });

  it('adds new entries with empty content and drops removed ones', () => {
    const edited = 'package.json\nsrc/\n\tnew.ts\n  lib/\ndocs/';
    expect(outlineToWorkspace(edited, '/w', files)).toEqual({
      '/w/package.json': '{"name":"w"}',
      '/w/src/new.ts': '',
      '/w/src/lib/': '',
      '/w/docs/': '',
    });
  });

  it('gives an empty outline for a missing root', () => {
    expect(workspaceToOutline(files, '/nope')).toBe('');
  });
});
