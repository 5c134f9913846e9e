/**
 * The what-if variants' splices: any text comes back exactly from its splice of any base, a
 * variant with one piece off of a large prompt crosses as a small message, and a splice that
 * cannot belong to the base is refused.
 */
import { describe, expect, it } from 'vitest';
import {
  createDefaultPlaygroundState,
  renderSystemPrompt,
  sessionPrefixTexts,
  toPromptInput,
  whatIfVariants,
  type PlaygroundState,
} from '../../core';
import { applySplice, spliceOf, splicedVariant, variantFromSplices } from './prefixSplices';

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALPHABET = ['a', 'b', ' ', '\n', 'é', '😀', '\ud800'];

describe('text splices', () => {
  it('give back every text exactly, over any base', () => {
    const next = random(7);
    const text = (n: number) =>
      Array.from({ length: n }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join('');
    for (let i = 0; i < 500; i++) {
      const base = text(Math.floor(next() * 40));
      const cut = Math.floor(next() * (base.length + 1));
      const variant =
        next() < 0.3
          ? text(Math.floor(next() * 40))
          : base.slice(0, cut) + text(Math.floor(next() * 5)) + base.slice(cut + 3);
      const splice = spliceOf(base, variant);
      expect(applySplice(base, splice)).toBe(variant);
      expect(splice.head + splice.tail).toBeLessThanOrEqual(Math.min(base.length, variant.length));
    }
    expect(spliceOf('same', 'same')).toEqual({ head: 4, middle: '', tail: 0 });
    expect(spliceOf('', 'new')).toEqual({ head: 0, middle: 'new', tail: 0 });
    expect(spliceOf('abcXdef', 'abcdef')).toEqual({ head: 3, middle: '', tail: 3 });
  });

  it('keep the longest common start and end of long texts (past the blocks compared whole)', () => {
    const next = random(11);
    const common = (a: string, b: string, from: (s: string, i: number) => number) => {
      let n = 0;
      while (n < Math.min(a.length, b.length) && from(a, n) === from(b, n)) n += 1;
      return n;
    };
    for (let i = 0; i < 40; i++) {
      const base = Array.from({ length: 3_000 + Math.floor(next() * 3_000) }, () =>
        String.fromCharCode(97 + Math.floor(next() * 3)),
      ).join('');
      const at = Math.floor(next() * base.length);
      const variant =
        base.slice(0, at) + 'XY'.slice(0, Math.floor(next() * 3)) + base.slice(at + 1);
      const splice = spliceOf(base, variant);
      const head = common(base, variant, (s, k) => s.charCodeAt(k));
      expect(splice.head).toBe(head);
      const room = Math.min(base.length, variant.length) - head;
      const tail = common(base, variant, (s, k) => s.charCodeAt(s.length - 1 - k));
      expect(splice.tail).toBe(Math.min(tail, room));
      expect(applySplice(base, splice)).toBe(variant);
    }
  });

  it('refuse a splice that does not fit the base', () => {
    expect(() => applySplice('short', { head: 4, middle: '', tail: 4 })).toThrow(/does not fit/);
    expect(() => applySplice('short', { head: -1, middle: '', tail: 0 })).toThrow(/does not fit/);
  });
});

describe('spliced what-if variants', () => {
  const render = (state: PlaygroundState) => renderSystemPrompt(toPromptInput(state)).text;

  it('come back as core’s variants and are small beside a 200 KB memory', () => {
    const state = createDefaultPlaygroundState('0.61.0');
    state.gemini.userMemory = '- Keep modules small.\n'.repeat(9_000);
    const base = sessionPrefixTexts(state, render(state));
    const variants = whatIfVariants(state, render);
    expect(variants.length).toBeGreaterThan(3);
    for (const variant of variants) {
      const sent = splicedVariant(base, variant);
      expect(splicedVariant(base, variant)).toBe(sent);
      expect(structuredClone(variantFromSplices(base, structuredClone(sent)))).toEqual(variant);
      const memoryOff = variant.key.includes('memory');
      if (!memoryOff) expect(JSON.stringify(sent).length).toBeLessThan(40_000);
    }
  });
});
