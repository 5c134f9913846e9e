import { describe, expect, it } from 'vitest';
import { normalizePosix, relativePosix, resolvePosix } from '../../posixPath';
import { createVirtualFs } from './virtualFs';
import { createWorkspaceIgnore } from './workspaceIgnore';

const ROOT = '/w';
const fs = createVirtualFs({
  [`${ROOT}/.git/HEAD`]: 'ref: refs/heads/main',
  [`${ROOT}/.gitignore`]: '*.log\nbuild/\n!keep.log\n',
  [`${ROOT}/pkg/.gitignore`]: 'local.txt\n',
  [`${ROOT}/.geminiignore`]: 'private/\n',
  [`${ROOT}/a.log`]: '',
  [`${ROOT}/keep.log`]: '',
  [`${ROOT}/build/out.js`]: '',
  [`${ROOT}/pkg/local.txt`]: '',
  [`${ROOT}/local.txt`]: '',
  [`${ROOT}/private/notes.md`]: '',
  [`${ROOT}/src/x.ts`]: '',
});
const both = { respectGitIgnore: true, respectGeminiIgnore: true };

describe('createWorkspaceIgnore', () => {
  const matcher = createWorkspaceIgnore(fs, ROOT);
  it.each([
    ['a.log', 'git'],
    ['keep.log', null],
    ['build/out.js', 'git'],
    ['pkg/local.txt', 'git'],
    ['local.txt', null],
    ['private/notes.md', 'gemini'],
    ['.git/HEAD', 'git'],
    ['src/x.ts', null],
  ])('%s → %s', (path, expected) => {
    // A nested .gitignore applies only below its folder; negations re-include a file.
    expect(matcher.check(`${ROOT}/${path}`, false, both)).toBe(expected);
  });

  it('ignores .gitignore outside a git repository', () => {
    const outside = createWorkspaceIgnore(fs, ROOT, false);
    expect(outside.check(`${ROOT}/a.log`, false, both)).toBeNull();
    expect(outside.check(`${ROOT}/private/notes.md`, false, both)).toBe('gemini');
  });

  it('respects the filtering options', () => {
    expect(
      matcher.check(`${ROOT}/a.log`, false, { respectGitIgnore: false, respectGeminiIgnore: true }),
    ).toBeNull();
  });
});

describe('posix path helpers', () => {
  it.each([
    ['/a/b/../c/./d/', '/a/c/d'],
    ['/', '/'],
    ['/../x', '/x'],
  ])('normalises %s', (input, expected) => {
    expect(normalizePosix(input)).toBe(expected);
  });
  it('resolves and relativises', () => {
    expect(resolvePosix('/a/b', '../c')).toBe('/a/c');
    expect(resolvePosix('/a/b', '/z')).toBe('/z');
    expect(relativePosix('/a/b/c', '/a/.gemini/G.md')).toBe('../../.gemini/G.md');
  });
});
