import { describe, expect, it } from 'vitest';
import { joinPosix, normalizePosix, resolvePosix } from '../posixPath';
import { resolvePathFromEnv, systemMdPathFor } from './resolvePathFromEnv';

const context = { cwd: '/home/dev/proj', homeDir: '/home/dev' };

describe('resolvePathFromEnv (gemini-cli packages/core/src/prompts/utils.ts)', () => {
  describe.each([
    { value: undefined, expected: { value: null, isSwitch: false, isDisabled: false } },
    { value: '', expected: { value: null, isSwitch: false, isDisabled: false } },
    { value: '   ', expected: { value: null, isSwitch: false, isDisabled: false } },
    { value: '0', expected: { value: '0', isSwitch: true, isDisabled: true } },
    { value: 'FALSE', expected: { value: 'false', isSwitch: true, isDisabled: true } },
    { value: ' 1 ', expected: { value: '1', isSwitch: true, isDisabled: false } },
    { value: 'True', expected: { value: 'true', isSwitch: true, isDisabled: false } },
    // yes/on are not switches: they are relative paths.
    { value: 'yes', expected: { value: '/home/dev/proj/yes', isSwitch: false, isDisabled: false } },
    { value: 'on', expected: { value: '/home/dev/proj/on', isSwitch: false, isDisabled: false } },
    { value: '~', expected: { value: '/home/dev', isSwitch: false, isDisabled: false } },
    {
      value: '~/prompts/sys.md',
      expected: { value: '/home/dev/prompts/sys.md', isSwitch: false, isDisabled: false },
    },
    {
      value: '~bob/x.md',
      expected: { value: '/home/dev/proj/~bob/x.md', isSwitch: false, isDisabled: false },
    },
    {
      value: 'docs/../prompts/./sys.md',
      expected: { value: '/home/dev/proj/prompts/sys.md', isSwitch: false, isDisabled: false },
    },
    {
      value: '/etc/prompts/',
      expected: { value: '/etc/prompts', isSwitch: false, isDisabled: false },
    },
    { value: '../../..', expected: { value: '/', isSwitch: false, isDisabled: false } },
  ])('$value', ({ value, expected }) => {
    it('resolves like the CLI', () => {
      expect(resolvePathFromEnv(value, context)).toEqual(expected);
    });
  });

  it('treats ~ as off when there is no home directory (homedir() throwing)', () => {
    expect(resolvePathFromEnv('~/x.md', { cwd: '/w' })).toEqual({
      value: null,
      isSwitch: false,
      isDisabled: false,
    });
  });
});

describe('systemMdPathFor', () => {
  it('uses CWD/.gemini/system.md for a switch, not the home directory', () => {
    expect(systemMdPathFor(resolvePathFromEnv('1', context), context.cwd)).toBe(
      '/home/dev/proj/.gemini/system.md',
    );
  });

  it('is null when off or disabled, the path otherwise', () => {
    expect(systemMdPathFor(resolvePathFromEnv(undefined, context), context.cwd)).toBeNull();
    expect(systemMdPathFor(resolvePathFromEnv('false', context), context.cwd)).toBeNull();
    expect(systemMdPathFor(resolvePathFromEnv('/a.md', context), context.cwd)).toBe('/a.md');
  });
});

describe('POSIX path helpers', () => {
  it.each([
    ['/a//b/./c/', '/a/b/c'],
    ['/a/../../b', '/b'],
    ['a/../..', '..'],
    ['', '.'],
  ])('normalizes %s to %s', (input, expected) => {
    expect(normalizePosix(input)).toBe(expected);
  });

  it('joins and resolves', () => {
    expect(joinPosix('/home/dev', 'a/', '../b')).toBe('/home/dev/b');
    expect(resolvePosix('/w', '/abs')).toBe('/abs');
    expect(resolvePosix('/w/x', '../y')).toBe('/w/y');
  });
});
