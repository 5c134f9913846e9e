import { describe, expect, it } from 'vitest';
import type { RestoreRules } from '../state/rules';
import { diffAgainstDefaults } from './diff';

const defaults = {
  a: 1,
  nested: { b: 'x', c: true },
  list: ['p', 'q'],
  files: { '/a': 'A', '/b': 'B' } as Record<string, string>,
};
const rules: RestoreRules = { files: { recordOf: '' }, list: { arrayOf: '' } };

describe('diffAgainstDefaults', () => {
  it('is undefined when nothing differs', () => {
    expect(diffAgainstDefaults(structuredClone(defaults), defaults, rules)).toBeUndefined();
  });

  it('keeps only the changed leaves of nested objects', () => {
    const value = { ...defaults, nested: { b: 'y', c: true } };
    expect(diffAgainstDefaults(value, defaults, rules)).toEqual({ nested: { b: 'y' } });
  });

  it('carries arrays and records whole, so removals survive', () => {
    // A record diffed per key could not express a deleted file.
    const value = { ...defaults, list: ['p'], files: { '/a': 'A' } };
    expect(diffAgainstDefaults(value, defaults, rules)).toEqual({
      list: ['p'],
      files: { '/a': 'A' },
    });
  });

  it('ignores key order inside records', () => {
    const value = { ...defaults, files: { '/b': 'B', '/a': 'A' } };
    expect(diffAgainstDefaults(value, defaults, rules)).toBeUndefined();
  });

  it('ignores fields the defaults do not have', () => {
    expect(diffAgainstDefaults({ ...defaults, extra: 1 }, defaults, rules)).toBeUndefined();
  });
});
