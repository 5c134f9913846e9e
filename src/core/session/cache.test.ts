import { describe, expect, it } from 'vitest';
import {
  appendPiece,
  cachedTokensFor,
  pieceSequence,
  PrefixMemory,
  sharedPrefixTokens,
} from './cache';

describe('cachedTokensFor', () => {
  it.each([
    // shared, minimum, served
    [2047, 2048, 0],
    [2048, 2048, 2048],
    [2049, 2048, 2049],
    [4095, 4096, 0],
    [4096, 4096, 4096],
    [1023, 1024, 0],
    [1024, 1024, 1024],
    [0, 0, 0],
  ])('a shared prefix of %i with a minimum of %i serves %i', (shared, min, served) => {
    expect(cachedTokensFor(shared, min)).toBe(served);
  });
});

describe('sharedPrefixTokens', () => {
  const a = {};
  const b = {};
  const c = {};
  it('is the whole previous request within one growing sequence', () => {
    const sequence = pieceSequence([
      { id: 'system', tokens: 100 },
      { id: a, tokens: 10 },
    ]);
    const first = { sequence, length: 2 };
    appendPiece(sequence, b, 20);
    expect(sharedPrefixTokens(first, { sequence, length: 3 })).toBe(110);
    expect(sharedPrefixTokens(undefined, { sequence, length: 3 })).toBe(0);
  });

  it('stops at the first piece that differs across sequences', () => {
    const before = pieceSequence([
      { id: 'system', tokens: 100 },
      { id: a, tokens: 10 },
      { id: b, tokens: 20 },
    ]);
    const after = pieceSequence([
      { id: 'system', tokens: 100 },
      { id: a, tokens: 10 },
      { id: c, tokens: 5 },
      { id: b, tokens: 20 },
    ]);
    expect(
      sharedPrefixTokens({ sequence: before, length: 3 }, { sequence: after, length: 4 }),
    ).toBe(110);
  });

  it('counts whole pieces only: a piece that differs shares nothing of itself', () => {
    const before = pieceSequence([{ id: 'system', tokens: 100 }]);
    const after = pieceSequence([{ id: 'other system', tokens: 100 }]);
    expect(
      sharedPrefixTokens({ sequence: before, length: 1 }, { sequence: after, length: 1 }),
    ).toBe(0);
  });

  it('keeps the last request per key', () => {
    const memory = new PrefixMemory();
    const one = pieceSequence([{ id: 'x', tokens: 50 }]);
    const two = pieceSequence([{ id: 'y', tokens: 70 }]);
    expect(memory.share('turn', { sequence: one, length: 1 })).toBe(0);
    expect(memory.share('summary', { sequence: two, length: 1 })).toBe(0);
    expect(memory.share('turn', { sequence: one, length: 1 })).toBe(50);
    expect(memory.share('summary', { sequence: two, length: 1 })).toBe(70);
  });
});
