import { describe, expect, it } from 'vitest';
import { encodeShareState, decodeShareState } from '../share/codec';
import { createDefaultPlaygroundState } from './defaults';
import { loadPlaygroundState, restorePlaygroundState } from './persist';
import { PLAYGROUND_STATE_VERSION } from './migrations';
import { createDefaultSessionSettings, priceOverridesOf } from './sessionState';

const withSession = (session: unknown) => ({ ...createDefaultPlaygroundState(), session });

describe('the session slice', () => {
  it('is in the defaults and restores without repairs', () => {
    const state = createDefaultPlaygroundState();
    expect(state.session).toEqual(createDefaultSessionSettings());
    expect(restorePlaygroundState(state).repairs).toEqual([]);
  });

  it('takes its defaults silently in data saved before it existed (any schema version)', () => {
    const { session: _left, ...old } = createDefaultPlaygroundState();
    for (const version of [0, 1, 2, PLAYGROUND_STATE_VERSION]) {
      const { state, repairs } = loadPlaygroundState(old, version);
      expect(state.session).toEqual(createDefaultSessionSettings());
      expect(repairs).toEqual([]);
    }
  });

  it('keeps valid settings and price edits', () => {
    const session = {
      ...createDefaultSessionSettings(),
      source: 'generated',
      generated: { turns: 500, seed: 7, toolOutputChars: 10_000 },
      outputEstimate: 'fixed',
      fixedOutputTokens: 900,
      warmCache: true,
      priceOverrides: {
        'gemini-2.5-pro': { input: 2, cachedInput: null, output: 12.5, minCacheableTokens: null },
      },
    };
    const { state, repairs } = restorePlaygroundState(withSession(session));
    expect(repairs).toEqual([]);
    expect(state.session).toEqual(session);
  });

  it.each([
    ['generated.turns', { generated: { turns: 0, seed: 1, toolOutputChars: 10 } }],
    ['generated.turns', { generated: { turns: 2.5, seed: 1, toolOutputChars: 10 } }],
    ['generated.toolOutputChars', { generated: { turns: 9, seed: 1, toolOutputChars: 1e9 } }],
    ['fixedOutputTokens', { fixedOutputTokens: -1 }],
    ['thinkingTokensPerRequest', { thinkingTokensPerRequest: Number.NaN }],
    ['source', { source: 'clipboard' }],
    ['warmCache', { warmCache: 'yes' }],
  ])('resets session.%s when out of bounds, naming it', (field, change) => {
    const { state, repairs } = restorePlaygroundState(
      withSession({ ...createDefaultSessionSettings(), ...change }),
    );
    expect(repairs.map((r) => r.path)).toEqual([`session.${field}`]);
    const at = (value: unknown): unknown =>
      field.split('.').reduce((v, key) => (v as Record<string, unknown>)[key], value);
    expect(at(state.session)).toEqual(at(createDefaultSessionSettings()));
  });

  it('drops price edits for ids that are not model ids, and out-of-range prices', () => {
    const edit = { input: 1, cachedInput: null, output: null, minCacheableTokens: null };
    const session = {
      ...createDefaultSessionSettings(),
      priceOverrides: {
        'gemini-2.5-flash': edit,
        'x:generateContent#': edit,
        '../models': edit,
        'models/gemini-2.5-pro': edit,
        'gemini-2.5-pro': { ...edit, input: -3 },
        'gemini-2.0-flash': { ...edit, output: 'cheap' },
      },
    };
    const { state, repairs } = restorePlaygroundState(withSession(session));
    expect(Object.keys(state.session.priceOverrides)).toEqual([
      'gemini-2.5-flash',
      'gemini-2.5-pro',
      'gemini-2.0-flash',
    ]);
    expect(state.session.priceOverrides['gemini-2.5-pro']?.input).toBeNull();
    expect(state.session.priceOverrides['gemini-2.0-flash']?.output).toBeNull();
    expect(repairs.map((r) => [r.path, r.action])).toEqual([
      ['session.priceOverrides["x:generateContent#"]', 'dropped'],
      ['session.priceOverrides["../models"]', 'dropped'],
      ['session.priceOverrides["models/gemini-2.5-pro"]', 'dropped'],
      ['session.priceOverrides["gemini-2.5-pro"].input', 'reset to default'],
      ['session.priceOverrides["gemini-2.0-flash"].output', 'reset to default'],
    ]);
    expect(repairs[0]?.problem).toMatch(/cannot be sent to the Gemini API/);
  });

  it('travels in share links, prices included', () => {
    const state = createDefaultPlaygroundState();
    state.session.warmCache = true;
    state.session.priceOverrides = {
      'gemini-2.5-pro': { input: 3, cachedInput: 0.3, output: null, minCacheableTokens: 4096 },
    };
    const decoded = decodeShareState(`https://x.test/#s=${encodeShareState(state)}`);
    expect(decoded.error).toBeNull();
    expect(decoded.repairs).toEqual([]);
    expect(decoded.state.session).toEqual(state.session);
  });

  it('gives core the edited figures only', () => {
    expect(
      priceOverridesOf({
        a: { input: 1, cachedInput: null, output: 0, minCacheableTokens: null },
        b: { input: null, cachedInput: null, output: null, minCacheableTokens: null },
      }),
    ).toEqual({ a: { input: 1, output: 0 } });
  });
});
