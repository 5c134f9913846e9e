import { describe, expect, it } from 'vitest';
import { readAsimiPathControl, writeAsimiPathControl } from './asimiEnv';

const CWD = '/home/user/asimi';
const HOME = '/home/user';

describe('readAsimiPathControl', () => {
  // Each row: env → the mode and absolute path the three-way control must show.
  describe.each([
    [{}, 'off', null, false],
    [{ ASIMI_SYSTEM_MD: 'FALSE' }, 'off', null, false],
    [{ ASIMI_SYSTEM_MD: 'True' }, 'default', '/home/user/.gemini/system.md', false],
    [{ ASIMI_SYSTEM_MD: '~/prompts/a.md' }, 'custom', '/home/user/prompts/a.md', false],
    [{ ASIMI_SYSTEM_MD: 'docs/p.md' }, 'custom', '/home/user/asimi/docs/p.md', false],
    [{ ASSIMI_SYSTEM_MD: '1' }, 'default', '/home/user/.gemini/system.md', true],
  ] as const)('%j', (env, mode, resolved, usesAlias) => {
    it(`is ${mode}`, () => {
      const read = readAsimiPathControl({ ...env }, 'systemMd', CWD, HOME);
      expect(read.mode).toBe(mode);
      expect(read.resolved).toBe(resolved);
      expect(read.usesAlias).toBe(usesAlias);
    });
  });
});

describe('writeAsimiPathControl', () => {
  it('writes the correct spelling and drops the misspelt alias', () => {
    // Editing must leave exactly one variable, under the name the CLI reads first.
    const env = writeAsimiPathControl(
      { ASSIMI_SYSTEM_MD: '1', OTHER: 'x' },
      'systemMd',
      'custom',
      './p.md',
    );
    expect(env).toEqual({ ASIMI_SYSTEM_MD: './p.md', OTHER: 'x' });
  });

  it('writes 1 for the default path and removes the variable when off', () => {
    expect(writeAsimiPathControl({}, 'writeSystemMd', 'default')).toEqual({
      ASIMI_WRITE_SYSTEM_MD: '1',
    });
    expect(writeAsimiPathControl({ ASIMI_WRITE_SYSTEM_MD: '1' }, 'writeSystemMd', 'off')).toEqual(
      {},
    );
  });

  it('round-trips through readAsimiPathControl', () => {
    const env = writeAsimiPathControl({}, 'systemMd', 'custom', '~/x.md');
    expect(readAsimiPathControl(env, 'systemMd', CWD, HOME)).toMatchObject({
      mode: 'custom',
      raw: '~/x.md',
      resolved: '/home/user/x.md',
    });
  });
});
