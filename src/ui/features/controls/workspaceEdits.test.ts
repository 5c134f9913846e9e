import { describe, expect, it } from 'vitest';
import { entriesUnder, withEntry, withoutEntry } from './workspaceEdits';

const files = {
  '/p/a.ts': 'a',
  '/p/src/b.ts': 'b',
  '/p/empty/': '',
  '/q/other.ts': 'x',
};

describe('workspace edits', () => {
  it('lists the keys under a directory only, relative and sorted', () => {
    expect(entriesUnder(files, '/p').map((e) => e.relative)).toEqual([
      'a.ts',
      'empty/',
      'src/b.ts',
    ]);
  });

  it('adds an empty file or a folder marker under the directory', () => {
    expect(withEntry(files, '/p', 'src/c.ts', false)['/p/src/c.ts']).toBe('');
    expect(withEntry(files, '/p', 'docs', true)['/p/docs/']).toBe('');
  });

  it('refuses empty, escaping or duplicate paths (same record back)', () => {
    expect(withEntry(files, '/p', '  ', false)).toBe(files);
    expect(withEntry(files, '/p', '../q/evil.ts', false)).toBe(files);
    expect(withEntry(files, '/p', 'a.ts', false)).toBe(files);
    expect(withEntry(files, '/p', 'empty', false)).toBe(files);
  });

  it('removing a folder removes what is inside it', () => {
    const withInside = { ...files, '/p/empty/x.md': 'x' };
    expect(Object.keys(withoutEntry(withInside, '/p/empty/'))).toEqual([
      '/p/a.ts',
      '/p/src/b.ts',
      '/q/other.ts',
    ]);
    expect(Object.keys(withoutEntry(files, '/p/a.ts'))).not.toContain('/p/a.ts');
  });
});
