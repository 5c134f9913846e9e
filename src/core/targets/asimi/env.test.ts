import { describe, expect, it } from 'vitest';
import { ASIMI_ENV_VARIABLES, readAsimiEnvVariable, resolveAsimiPathSetting } from './env';

const cwd = '/work/proj';
const home = '/home/ada';

describe('resolveAsimiPathSetting', () => {
  describe.each([
    ['unset', undefined],
    ['empty', ''],
    ['0', '0'],
    ['false', 'false'],
    ['FALSE', 'FALSE'],
    ['False with spaces', '  False '],
  ])('%s', (_name, value) => {
    it('is off, so the built-in prompt is used', () => {
      expect(resolveAsimiPathSetting(value, cwd, home)).toEqual({ kind: 'off' });
    });
  });

  describe.each(['1', 'true', 'TRUE', 'True'])('switch %s', (value) => {
    it('uses the default path under the home directory', () => {
      expect(resolveAsimiPathSetting(value, cwd, home)).toEqual({
        kind: 'default',
        path: '/home/ada/.gemini/system.md',
      });
    });
  });

  it.each([
    ['absolute', '/etc/asimi/prompt.md', '/etc/asimi/prompt.md'],
    ['tilde', '~/prompts/asimi.md', '/home/ada/prompts/asimi.md'],
    ['relative', 'docs/prompt.md', '/work/proj/docs/prompt.md'],
    ['relative with ..', '../shared/p.md', '/work/shared/p.md'],
    ['yes is a path, not a switch', 'yes', '/work/proj/yes'],
  ])('%s path %s resolves to %s', (_name, value, expected) => {
    expect(resolveAsimiPathSetting(value, cwd, home)).toEqual({ kind: 'custom', path: expected });
  });
});

describe('readAsimiEnvVariable', () => {
  const pair = ASIMI_ENV_VARIABLES.systemMd;

  it('reads the correct spelling without notices', () => {
    expect(readAsimiEnvVariable({ ASIMI_SYSTEM_MD: '1' }, pair)).toEqual({
      value: '1',
      variable: 'ASIMI_SYSTEM_MD',
      warnings: [],
    });
  });

  it('accepts the misspelt ASSIMI_ alias and says so', () => {
    const read = readAsimiEnvVariable({ ASSIMI_SYSTEM_MD: '1' }, pair);
    expect(read.variable).toBe('ASSIMI_SYSTEM_MD');
    expect(read.value).toBe('1');
    // The UI must tell the user which spelling was honoured.
    expect(read.warnings[0]).toContain('ASSIMI_SYSTEM_MD');
    expect(read.warnings[0]).toContain('alias of ASIMI_SYSTEM_MD');
  });

  it('prefers the correct spelling when both are set, noting the ignored alias', () => {
    const read = readAsimiEnvVariable({ ASIMI_SYSTEM_MD: 'a.md', ASSIMI_SYSTEM_MD: 'b.md' }, pair);
    expect(read.value).toBe('a.md');
    expect(read.warnings[0]).toContain('ASSIMI_SYSTEM_MD is ignored');
  });

  it('reports an unset variable as null', () => {
    expect(readAsimiEnvVariable({}, pair)).toEqual({
      value: undefined,
      variable: null,
      warnings: [],
    });
  });
});
