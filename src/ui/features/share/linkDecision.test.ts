import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState, type PlaygroundState } from '../../../core';
import { decideOpening, isDefaultConfiguration, sameConfiguration } from './linkDecision';

function edited(change: (state: PlaygroundState) => void): PlaygroundState {
  const state = createDefaultPlaygroundState();
  change(state);
  return state;
}

const mine = edited((s) => {
  s.gemini.userMemory = 'my unsaved notes';
});
const theirs = edited((s) => {
  s.gemini.approvalMode = 'plan';
});

describe('sameConfiguration', () => {
  it('ignores key order, as restored and edited states differ only in it', () => {
    expect(sameConfiguration({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
  });

  it.each([
    ['a changed leaf', { a: 1 }, { a: 2 }],
    ['a missing key', { a: 1, b: 2 }, { a: 1, c: 2 }],
    ['an array against an object', [1], { 0: 1 }],
    ['a longer array', [1], [1, 2]],
    ['null against an object', null, {}],
  ])('tells apart %s', (_name, a, b) => {
    expect(sameConfiguration(a, b)).toBe(false);
  });
});

describe('decideOpening', () => {
  it.each<[string, PlaygroundState, PlaygroundState, PlaygroundState | null, string]>([
    // Nothing to decide: the link holds what is open.
    ['the same configuration', mine, structuredClone(mine), null, 'same'],
    // The defaults are no work to lose.
    ['untouched defaults', createDefaultPlaygroundState(), theirs, null, 'replace'],
    // The current work was shared or exported: it exists elsewhere.
    ['work already shared', mine, theirs, structuredClone(mine), 'replace'],
    // Work that exists only here must not vanish without a question.
    ['unsaved work', mine, theirs, null, 'ask'],
    ['work edited after sharing', mine, theirs, createDefaultPlaygroundState(), 'ask'],
  ])('with %s decides %s', (_name, current, incoming, savedCopy, expected) => {
    expect(decideOpening(current, incoming, savedCopy)).toBe(expected);
  });
});

describe('isDefaultConfiguration', () => {
  it('is true only for the untouched defaults', () => {
    expect(isDefaultConfiguration(createDefaultPlaygroundState())).toBe(true);
    expect(isDefaultConfiguration(mine)).toBe(false);
  });
});
