import { describe, expect, it } from 'vitest';
import { estimateTokenCount, HEURISTIC_CURRENT, rememberingEstimator } from '../tokens';
import bugfix from '../../../public/samples/histories/bugfix.json';
import resumed from '../../../public/samples/histories/resumed.json';
import cliSession from './fixtures/cli-session.json';
import { rememberingJsonLength, stringJsonLength } from './jsonLength';
import { parseHistoryJson } from './parseHistory';
import { generateSyntheticHistory } from './synthetic';
import type { Content } from '../content';

const stringified = (value: unknown): number => (JSON.stringify(value) as string).length;

/** The CLI session fixture's messages (the file holds a saved session around them). */
function cliHistory(): Content[] {
  const parsed = parseHistoryJson(JSON.stringify(cliSession));
  if ('error' in parsed) throw new Error('the fixture does not parse');
  return parsed.history;
}

describe('stringJsonLength', () => {
  it.each([
    '',
    'plain text',
    'quote " and backslash \\',
    'lines\nand\ttabs\r\n\b\f',
    'controls \u0000 \u0001 \u001f and DEL \u007f',
    'emoji 😀 pairs 𝄞 and accents é ü',
    'lone high \ud800 at the end \ud83d',
    'lone low \udc00 first',
    '\udc00\ud800 reversed pair',
    'line separators \u2028 \u2029',
    '"'.repeat(100),
  ])('is JSON.stringify(text).length for %j', (text) => {
    expect(stringJsonLength(text)).toBe(stringified(text));
  });

  it('agrees on every single UTF-16 unit', () => {
    for (let code = 0; code < 0x10000; code++) {
      const text = `a${String.fromCharCode(code)}b`;
      if (stringJsonLength(text) !== stringified(text)) {
        throw new Error(
          `unit ${code.toString(16)}: ${stringJsonLength(text)} vs ${stringified(text)}`,
        );
      }
    }
  });
});

describe('rememberingJsonLength', () => {
  it('measures histories as JSON.stringify does, message by message and whole', () => {
    const histories = [
      bugfix,
      resumed,
      cliHistory(),
      generateSyntheticHistory({ turns: 40, seed: 3 }),
    ] as unknown[];
    for (const history of histories) {
      const length = rememberingJsonLength();
      for (const content of history as Content[])
        expect(length(content)).toBe(stringified(content));
      expect(length(history)).toBe(stringified(history));
    }
  });

  it.each<[string, unknown]>([
    ['numbers', [0, -0, 1.5, -2e-7, 1e21, 123456789012345680000, NaN, Infinity, -Infinity]],
    ['booleans and null', [true, false, null, { a: null }]],
    ['left-out members', { a: undefined, b: () => 1, c: Symbol('s'), d: 1 }],
    ['left-out members only', { a: undefined, b: () => 1 }],
    ['array holes and left-out items', [undefined, () => 1, Symbol('s'), new Array(2), 2]],
    ['empty containers', [{}, [], { a: {} }, [[]]]],
    ['keys needing escapes', { 'a"b': 1, 'line\nkey': 2, '😀': 3, '\ud800': 4 }],
    ['numeric keys (listed first)', { b: 1, 2: 'two', a: 3, 1: 'one' }],
    ['dates (toJSON)', { when: new Date(0), list: [new Date(86_400_000)] }],
    ['a toJSON that reads its key', { k: { toJSON: (key: string) => `key ${key}` } }],
    ['a toJSON that leaves the member out', { a: { toJSON: () => undefined }, b: 2 }],
    ['boxed primitives', [Object(1), Object('text "q"'), Object(false)]],
    ['a null-prototype object', Object.assign(Object.create(null) as object, { x: 1 })],
    [
      'a class instance',
      new (class {
        a = 1;
        b = 'two';
      })(),
    ],
    ['a map and a set (no members)', { m: new Map([[1, 2]]), s: new Set([1]) }],
    ['a part', { functionCall: { id: 'c1', name: 'read_file', args: { path: 'a.ts' } } }],
  ])('agrees with JSON.stringify on %s', (_, value) => {
    expect(rememberingJsonLength()(value)).toBe(stringified(value));
  });

  it('agrees on values nested deeper than it walks', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 500; i++) deep = i % 2 ? { next: deep } : [deep];
    expect(rememberingJsonLength()(deep)).toBe(stringified(deep));
  });

  it('throws on what has no JSON text, and on cycles, as reading its length does', () => {
    const length = rememberingJsonLength();
    expect(() => length(undefined)).toThrow(TypeError);
    expect(() => length(() => 1)).toThrow(TypeError);
    expect(() => length(10n)).toThrow(TypeError);
    const cycle: Record<string, unknown> = {};
    cycle['self'] = { cycle };
    expect(() => length(cycle)).toThrow(TypeError);
  });

  it('remembers objects: a measured object is not walked again', () => {
    const length = rememberingJsonLength();
    let reads = 0;
    const part = {
      get functionResponse() {
        reads++;
        return { name: 'read_file', response: { output: 'x'.repeat(50) } };
      },
    };
    const content = { role: 'user', parts: [part] };
    const first = length(content);
    expect(reads).toBe(1);
    expect(length(content)).toBe(first);
    expect(length({ history: [content, content] })).toBe(2 * first + '{"history":[,]}'.length);
    expect(reads).toBe(1);
    expect(first).toBe(stringified(content));
  });

  it('gives the estimator the same numbers as JSON.stringify', () => {
    const parts = cliHistory().flatMap((c) => c.parts ?? []);
    const withLengths = rememberingEstimator(HEURISTIC_CURRENT, rememberingJsonLength());
    expect(withLengths(parts)).toBe(estimateTokenCount(parts, HEURISTIC_CURRENT));
    const synthetic = generateSyntheticHistory({ turns: 30, seed: 9 }).flatMap(
      (c) => c.parts ?? [],
    );
    expect(rememberingEstimator(undefined, rememberingJsonLength())(synthetic)).toBe(
      estimateTokenCount(synthetic),
    );
  });
});
