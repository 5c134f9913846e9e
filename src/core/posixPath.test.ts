import { describe, expect, it } from 'vitest';
import {
  basenamePosix,
  dirnamePosix,
  extnamePosix,
  isWithinPosix,
  joinPosix,
  normalizePosix,
  relativePosix,
  resolvePosix,
  resolveUserPath,
} from './posixPath';

describe('posix path helpers', () => {
  it.each([
    ['/a//b/./c/', '/a/b/c'],
    ['/a/b/../c', '/a/c'],
    ['/..', '/'],
    ['a/../..', '..'],
    ['', '.'],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalizePosix(input)).toBe(expected);
  });

  it('joins segments', () => {
    expect(joinPosix('/w', '.claude', 'CLAUDE.md')).toBe('/w/.claude/CLAUDE.md');
  });

  it.each([
    ['~', '/h'],
    ['~/x', '/h/x'],
    ['~bob/x', '/c/~bob/x'],
    ['/abs/./y', '/abs/y'],
    ['rel', '/c/rel'],
  ])('resolves %j', (value, expected) => {
    expect(resolveUserPath(value, '/c', '/h')).toBe(expected);
  });
});

describe('resolvePosix, relativePosix and friends', () => {
  it.each([
    ['/w', 'a/../b', '/w/b'],
    ['/w', '/abs/x', '/abs/x'],
    ['w', 'x', '/w/x'],
  ])('resolves %j + %j to %j', (base, target, expected) => {
    expect(resolvePosix(base, target)).toBe(expected);
  });

  it('relates, contains and splits paths', () => {
    expect(relativePosix('/a/b', '/a/c/d')).toBe('../c/d');
    expect(relativePosix('/a', '/a')).toBe('');
    expect(isWithinPosix('/a', '/a/b')).toBe(true);
    expect(isWithinPosix('/a', '/ab')).toBe(false);
    expect(dirnamePosix('/a/b.txt')).toBe('/a');
    expect(dirnamePosix('/a')).toBe('/');
    expect(basenamePosix('/a/b.txt')).toBe('b.txt');
    expect(extnamePosix('/a/B.PNG')).toBe('.png');
    expect(extnamePosix('/a/.env')).toBe('');
  });
});
