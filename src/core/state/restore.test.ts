import { describe, expect, it } from 'vitest';
import { MAX_LISTED_REPAIRS, restoreState } from './restore';
import type { RestoreRules } from './rules';

const defaults = {
  name: 'x',
  count: 2,
  flag: false,
  mode: 'a',
  ratio: 0.5,
  note: null as string | null,
  items: ['one'],
  people: [] as { name: string; age: number }[],
  vars: {} as Record<string, string>,
  nested: { deep: { value: 1 } },
};

const rules: RestoreRules = {
  name: { maxLength: 5 },
  count: { range: { min: 0, max: 10, integer: true } },
  mode: { oneOf: ['a', 'b'] },
  ratio: { range: { min: 0, max: 1, minExclusive: true, maxExclusive: true } },
  note: { nullOr: 'string', pattern: /^n/ },
  items: { arrayOf: '', maxItems: 3 },
  people: { arrayOf: { name: '', age: 0 } },
  'people[].age': { range: { min: 0, max: 150 } },
  vars: { recordOf: '', maxItems: 2 },
};

const restore = (raw: unknown) => restoreState(raw, defaults, rules);

describe('restoreState', () => {
  it('keeps a valid value unchanged with no repairs', () => {
    const raw = {
      ...defaults,
      name: 'abc',
      note: 'nice',
      people: [{ name: 'ann', age: 30 }],
      vars: { A: '1' },
    };
    expect(restore(raw)).toEqual({ state: raw, repairs: [] });
  });

  it('fills missing fields with defaults silently (partial data is normal)', () => {
    const result = restore({ count: 3, nested: {} });
    expect(result.repairs).toEqual([]);
    expect(result.state).toEqual({ ...defaults, count: 3 });
  });

  // Each row: a bad value at a path, and the path the repair must name.
  describe.each([
    ['boolean for string', { name: true }, 'name', 'expected string, got a boolean'],
    ['string for number', { count: '3' }, 'count', 'expected number, got a string'],
    ['NaN-like number', { count: Number.POSITIVE_INFINITY }, 'count', 'expected a finite number'],
    ['number out of range', { count: 11 }, 'count', '11 is outside [0, 10]'],
    ['fraction for an integer', { count: 1.5 }, 'count', 'not whole'],
    ['enum value', { mode: 'c' }, 'mode', '"c" is not one of a, b'],
    ['exclusive lower bound', { ratio: 0 }, 'ratio', '0 is outside (0, 1)'],
    ['exclusive upper bound', { ratio: 1 }, 'ratio', '1 is outside (0, 1)'],
    ['string too long', { name: 'abcdef' }, 'name', 'text of 6 characters exceeds 5'],
    ['pattern', { note: 'bad' }, 'note', 'has the wrong format'],
    ['nullable of wrong type', { note: 3 }, 'note', 'expected string or null'],
    ['array for object', { nested: [] }, 'nested', 'expected object, got an array'],
    ['null for object', { nested: { deep: null } }, 'nested.deep', 'expected object, got null'],
    ['object for array', { items: {} }, 'items', 'expected array'],
  ])('%s', (_label, raw, path, problem) => {
    it('falls back to the default and lists the repair', () => {
      const result = restore(raw);
      expect(result.repairs).toHaveLength(1);
      expect(result.repairs[0]).toMatchObject({ path, action: 'reset to default' });
      expect(result.repairs[0]?.problem).toContain(problem);
      expect(result.state).toEqual(defaults);
    });
  });

  // A list over its limit keeps its first items and says how many were not kept: a workspace
  // of 5,001 files must not come back empty.
  it('keeps the first items of a list that is too long and lists the rest', () => {
    const result = restore({ items: ['a', 'b', 'c', 'd'] });
    expect(result.state.items).toEqual(['a', 'b', 'c']);
    expect(result.repairs).toEqual([
      { path: 'items', problem: '1 items beyond the first 3 were not kept', action: 'dropped' },
    ]);
  });

  it('keeps the first entries of a record that is too long and names the rest', () => {
    const result = restore({ vars: { a: 'x', b: 'y', c: 'z' } });
    expect(result.state.vars).toEqual({ a: 'x', b: 'y' });
    expect(result.repairs).toHaveLength(1);
    expect(result.repairs[0]).toMatchObject({ path: 'vars', action: 'dropped' });
    expect(result.repairs[0]?.problem).toContain('1 entries beyond the first 2 were not kept (c)');
  });

  it('accepts null for a nullable field', () => {
    expect(restore({ note: null })).toEqual({ state: defaults, repairs: [] });
  });

  it('drops unknown fields and reports them', () => {
    const result = restore({ extra: 1, nested: { deep: { value: 2, more: true } } });
    expect(result.state).toEqual({ ...defaults, nested: { deep: { value: 2 } } });
    expect(result.repairs).toEqual([
      { path: 'nested.deep.more', problem: 'unknown field', action: 'dropped' },
      { path: 'extra', problem: 'unknown field', action: 'dropped' },
    ]);
  });

  it('drops bad array elements and repairs fields inside good ones', () => {
    const result = restore({
      items: ['a', 2, 'b'],
      people: [{ name: 'ann', age: 200 }, 'bob', { name: 'cy', age: 3, x: 1 }],
    });
    expect(result.state.items).toEqual(['a', 'b']);
    expect(result.state.people).toEqual([
      { name: 'ann', age: 0 },
      { name: 'cy', age: 3 },
    ]);
    expect(result.repairs.map((r) => `${r.path}: ${r.action}`)).toEqual([
      'items[1]: dropped',
      'people[0].age: reset to default',
      'people[1]: dropped',
      'people[2].x: dropped',
    ]);
  });

  it('drops bad record entries, including prototype keys', () => {
    const raw: unknown = JSON.parse('{"vars":{"__proto__":"x","OK":"1"}}');
    const result = restore(raw);
    expect(result.state.vars).toEqual({ OK: '1' });
    expect(Object.getPrototypeOf(result.state.vars)).toBe(Object.prototype);
    expect(result.repairs).toEqual([
      { path: 'vars["__proto__"]', problem: 'reserved key', action: 'dropped' },
    ]);
    expect(restore({ vars: { A: 1, constructor: 'x' } }).repairs.map((r) => r.path)).toEqual([
      'vars["A"]',
      'vars["constructor"]',
    ]);
  });

  it('never pollutes prototypes through __proto__ fields', () => {
    const raw: unknown = JSON.parse(
      '{"__proto__":{"polluted":true},"nested":{"__proto__":{"x":1}}}',
    );
    const result = restore(raw);
    // The output objects are ordinary: no inherited "polluted" property anywhere.
    expect((result.state as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(result.repairs.map((r) => r.path)).toEqual(['nested.__proto__', '__proto__']);
  });

  it.each([
    ['a number', 42],
    ['null', null],
    ['an array', [1]],
    ['a string', '{}'],
    ['a Map', new Map()],
  ])('resets a root of %s to the defaults', (_label, raw) => {
    const result = restore(raw);
    expect(result.state).toEqual(defaults);
    expect(result.repairs).toHaveLength(1);
    expect(result.repairs[0]?.path).toBe('');
  });

  it('never throws, even on getters that throw or proxies', () => {
    const hostile = {
      get name(): string {
        throw new Error('boom');
      },
    };
    const proxy = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('nope');
        },
      },
    );
    for (const raw of [hostile, proxy]) {
      const result = restore(raw);
      expect(result.state).toEqual(defaults);
      expect(result.repairs).toEqual([
        { path: '', problem: 'value could not be read', action: 'reset to default' },
      ]);
    }
  });

  it('shares no mutable objects with the input or the defaults', () => {
    const raw = { items: ['a'], nested: { deep: { value: 3 } } };
    const result = restore(raw);
    result.state.items.push('changed');
    result.state.people.push({ name: 'z', age: 1 });
    expect(raw.items).toEqual(['a']);
    expect(defaults.people).toEqual([]);
    expect(result.state.nested).not.toBe(raw.nested);
  });

  it('lists at most MAX_LISTED_REPAIRS repairs and summarises the rest', () => {
    const raw = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`k${i}`, i]));
    const result = restore(raw);
    expect(result.repairs).toHaveLength(MAX_LISTED_REPAIRS + 1);
    expect(result.repairs.at(-1)).toEqual({
      path: '',
      problem: '50 more problems',
      action: 'not listed',
    });
  });
});
