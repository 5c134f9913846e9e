/**
 * Fuzz: 10,000 random and mutated inputs (plus crafted ones) through decodeShareState. It must
 * never throw, never pollute prototypes, and always return a state that restores cleanly.
 * Every test stands alone: each property counts its own runs, and the prototypes are checked
 * after every test, so running one test (or any order) checks the same things.
 */
import fc from 'fast-check';
import { deflateSync, strToU8 } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../state/defaults';
import { restorePlaygroundState } from '../state/persist';
import { isPlainObject } from '../state/values';
import { bytesToBase64Url } from './base64url';
import { decodeShareState, encodeShareState, SHARE_SCHEMA_VERSION } from './codec';
import type { ShareDecodeResult } from './codec';
import { packSharePayload } from './payload';

const PROTOTYPE_KEYS = {
  object: Object.getOwnPropertyNames(Object.prototype).sort(),
  array: Object.getOwnPropertyNames(Array.prototype).sort(),
  func: Object.getOwnPropertyNames(Function.prototype).sort(),
};

/** Decodes one input and checks the invariants every result must hold. */
function decodeChecked(input: string): ShareDecodeResult {
  const result = decodeShareState(input);
  const again = restorePlaygroundState(result.state);
  if (again.repairs.length > 0) {
    throw new Error(`decoded state needs repairs: ${JSON.stringify(again.repairs)}`);
  }
  if (result.error && result.repairs.length > 0) throw new Error('an error with repairs');
  return result;
}

function seedLinks(): string[] {
  const changed = createDefaultPlaygroundState();
  changed.target = 'providers';
  changed.gemini.approvalMode = 'plan';
  changed.gemini.env = { GEMINI_PROMPT_GIT: '0', SANDBOX: 'sandbox-exec' };
  changed.gemini.skills = [{ name: 'pdf', description: 'Reads PDFs', location: '/s' }];
  changed.gemini.userMemory = 'Use pnpm. '.repeat(200);
  changed.compression.customHistory = '[{"role":"user","parts":[{"text":"hi"}]}]';
  changed.compression.lastPromptTokenCount = 1234;
  return [encodeShareState(createDefaultPlaygroundState()), encodeShareState(changed)];
}

const SEEDS = seedLinks();
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.split('');

/** Mutations of a valid link: cuts, flipped and inserted characters, spliced halves. */
const mutatedLink = fc
  .record({
    seed: fc.constantFrom(...SEEDS),
    at: fc.nat(),
    to: fc.nat(),
    char: fc.oneof(
      fc.constantFrom(...BASE64URL),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 2 }),
    ),
    kind: fc.constantFrom('truncate', 'flip', 'insert', 'delete', 'duplicate', 'swap', 'wrap'),
  })
  .map(({ seed, at, to, char, kind }) => {
    const i = at % (seed.length + 1);
    const j = to % (seed.length + 1);
    switch (kind) {
      case 'truncate':
        return seed.slice(0, i);
      case 'flip':
        return seed.slice(0, i) + char + seed.slice(i + 1);
      case 'insert':
        return seed.slice(0, i) + char + seed.slice(i);
      case 'delete':
        return seed.slice(0, Math.min(i, j)) + seed.slice(Math.max(i, j));
      case 'duplicate':
        return seed.slice(0, j) + seed.slice(Math.min(i, j), Math.max(i, j)) + seed.slice(j);
      case 'swap':
        return seed.slice(i) + seed.slice(0, i);
      default:
        return `https://x.test/#s=${seed.slice(0, i)}#${char}${seed.slice(i)}`;
    }
  });

/** Every path of the default state down to leaves, arrays and records. */
function leafPaths(value: unknown, path: string[] = []): string[][] {
  if (!isPlainObject(value) || path.join('.') === 'workspace.files' || path.at(-1) === 'env') {
    return [path];
  }
  return Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...path, key]));
}

function setPath(path: string[], leaf: unknown): Record<string, unknown> {
  return path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), leaf) as Record<
    string,
    unknown
  >;
}

function getPath(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (isPlainObject(node) ? node[key] : undefined), value);
}

const WRONG_VALUES: unknown[] = [
  null,
  0,
  -1,
  1e308,
  0.5,
  '',
  'x',
  true,
  [],
  {},
  [1, 'a'],
  { a: 1 },
];

// Generous per-test limits: the suite takes a few seconds on an idle machine, but CI runners
// and parallel test files can slow it several-fold.
/**
 * Runs `property` over `numRuns` generated values and returns how many it decoded, so a test
 * sees its own inputs were checked (fast-check stops early only on a failure).
 */
function fuzz<T>(values: fc.Arbitrary<T>, numRuns: number, check: (value: T) => void): number {
  let runs = 0;
  fc.assert(
    fc.property(values, (value) => {
      runs += 1;
      check(value);
    }),
    { numRuns },
  );
  return runs;
}

describe('decodeShareState fuzz', { timeout: 60_000 }, () => {
  afterEach(() => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_KEYS.object);
    expect(Object.getOwnPropertyNames(Array.prototype).sort()).toEqual(PROTOTYPE_KEYS.array);
    expect(Object.getOwnPropertyNames(Function.prototype).sort()).toEqual(PROTOTYPE_KEYS.func);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('survives 6,500 mutated links', () => {
    expect(fuzz(mutatedLink, 6_500, (input) => void decodeChecked(input))).toBe(6_500);
  });

  it('survives 2,000 random texts', () => {
    const binary = fc.string({ unit: 'binary', maxLength: 300 });
    expect(fuzz(binary, 1_000, (text) => void decodeChecked(text))).toBe(1_000);
    const alphabet = fc.stringMatching(/^[A-Za-z0-9_-]{0,300}$/);
    expect(fuzz(alphabet, 1_000, (text) => void decodeChecked(text))).toBe(1_000);
  });

  it('survives arbitrary JSON inside valid deflate data, any version', () => {
    const version = fc.oneof(
      fc.constant(SHARE_SCHEMA_VERSION),
      fc.constant(0),
      fc.jsonValue({ maxDepth: 1 }),
    );
    const payloads = fc.tuple(version, fc.jsonValue({ maxDepth: 4 }));
    const runs = fuzz(payloads, 1_500, ([v, d]) => {
      const result = decodeChecked(packSharePayload({ v, d }));
      if (v === SHARE_SCHEMA_VERSION && !isPlainObject(d)) {
        // A wrong root type is repaired, not an error.
        expect(result.repairs[0]?.path).toBe('');
      }
    });
    expect(runs).toBe(1_500);
  });

  it('reports a repair for a wrong type at every path', () => {
    const defaults = createDefaultPlaygroundState();
    for (const path of leafPaths(defaults)) {
      for (const wrong of WRONG_VALUES) {
        const result = decodeChecked(
          packSharePayload({ v: SHARE_SCHEMA_VERSION, d: setPath(path, wrong) }),
        );
        expect(result.error).toBeNull();
        const kept = JSON.stringify(getPath(result.state, path)) === JSON.stringify(wrong);
        // Whatever was not kept as given must be listed, at that path or below it.
        if (!kept) {
          const joined = path.join('.');
          expect(
            result.repairs.some((r) => r.path.startsWith(joined)),
            joined,
          ).toBe(true);
        }
      }
    }
  });

  it('ignores __proto__, constructor and prototype keys at every level', () => {
    const hostile = [
      '{"__proto__":{"polluted":1}}',
      '{"constructor":{"prototype":{"polluted":1}}}',
      '{"gemini":{"__proto__":{"polluted":1},"env":{"__proto__":{"polluted":1},"constructor":"x"}}}',
      '{"gemini":{"skills":[{"__proto__":{"polluted":1},"name":"a"}]}}',
      '{"workspace":{"files":{"__proto__":"x","prototype":"y","/ok":"z"}}}',
      '{"compression":{"constructor":{"prototype":{"polluted":1}}}}',
    ];
    for (const json of hostile) {
      for (const v of [0, SHARE_SCHEMA_VERSION]) {
        const payload = bytesToBase64Url(deflateSync(strToU8(`{"v":${v},"d":${json}}`)));
        const result = decodeChecked(payload);
        expect(result.error).toBeNull();
        expect(result.repairs.length).toBeGreaterThan(0);
        expect(JSON.stringify(result.state)).not.toContain('polluted');
      }
    }
    const files = decodeChecked(
      bytesToBase64Url(
        deflateSync(strToU8(`{"v":1,"d":{"workspace":{"files":{"__proto__":"x","/ok":"z"}}}}`)),
      ),
    ).state.workspace.files;
    expect(files).toEqual({ '/ok': 'z' });
    expect(Object.getPrototypeOf(files)).toBe(Object.prototype);
  });

  it('rejects wrong versions with an error', () => {
    for (const v of [SHARE_SCHEMA_VERSION + 1, 99, -1, 1.5, '1', null, true, [], {}]) {
      expect(decodeChecked(packSharePayload({ v, d: {} })).error?.kind).toMatch(
        /version|share-data/,
      );
    }
  });

  it('survives huge inputs', () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const cases = [
      'A'.repeat(3_000_000),
      'https://x.test/#s=' + 'B'.repeat(2_100_000),
      bytesToBase64Url(deflateSync(strToU8(`{"v":1,"d":{"gemini":{"tools":${deep}}}}`))),
      bytesToBase64Url(deflateSync(new Uint8Array(12_000_000), { level: 1 })),
      packSharePayload({
        v: 1,
        d: { gemini: { tools: Array.from({ length: 5_000 }, () => 'x') } },
      }),
    ];
    for (const input of cases) expect(decodeChecked(input).state).toBeDefined();
  });
});
