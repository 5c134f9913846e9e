import { describe, expect, it } from 'vitest';
import { joinTargetPath, normalizeTargetPath, resolveTargetPath } from './posixPath';

describe('posix path helpers', () => {
  it.each([
    ['/a//b/./c/', '/a/b/c'],
    ['/a/b/../c', '/a/c'],
    ['/..', '/'],
    ['a/../..', '..'],
    ['', '.'],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalizeTargetPath(input)).toBe(expected);
  });

  it('joins segments', () => {
    expect(joinTargetPath('/w', '.claude', 'CLAUDE.md')).toBe('/w/.claude/CLAUDE.md');
  });

  it.each([
    ['~', '/h'],
    ['~/x', '/h/x'],
    ['~bob/x', '/c/~bob/x'],
    ['/abs/./y', '/abs/y'],
    ['rel', '/c/rel'],
  ])('resolves %j', (value, expected) => {
    expect(resolveTargetPath(value, '/c', '/h')).toBe(expected);
  });
});
