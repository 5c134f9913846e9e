import { describe, expect, it } from 'vitest';
import { restorePlaygroundState } from '../../core';
import { createConfigStore } from './configStore';
import { resetPrice, setPriceField } from './sessionPrices';

const fresh = () => createConfigStore();

describe('price edits in the configuration', () => {
  it('sets one figure, keeps the others shipped, and is undoable', () => {
    const store = fresh();
    setPriceField('gemini-2.5-pro', 'input', 2, store);
    expect(store.getState().config.session.priceOverrides).toEqual({
      'gemini-2.5-pro': { input: 2, cachedInput: null, output: null, minCacheableTokens: null },
    });
    store.getState().undo();
    expect(store.getState().config.session.priceOverrides).toEqual({});
  });

  it('drops a model whose figures are all put back, and resets a model in one step', () => {
    const store = fresh();
    setPriceField('gemini-2.5-pro', 'input', 2, store);
    setPriceField('gemini-2.5-pro', 'input', null, store);
    expect(store.getState().config.session.priceOverrides).toEqual({});
    setPriceField('gemini-2.5-flash', 'output', 3, store);
    setPriceField('gemini-2.5-flash', 'cachedInput', 0.01, store);
    resetPrice('gemini-2.5-flash', store);
    expect(store.getState().config.session.priceOverrides).toEqual({});
    const past = store.getState().past.length;
    resetPrice('gemini-2.5-flash', store); // nothing to reset: no undo step
    expect(store.getState().past.length).toBe(past);
  });

  it('writes edits that restore unchanged (they survive a reload)', () => {
    const store = fresh();
    setPriceField('gemini-2.5-pro', 'minCacheableTokens', 1024, store);
    const saved = JSON.parse(JSON.stringify(store.getState().config)) as unknown;
    const { state, repairs } = restorePlaygroundState(saved);
    expect(repairs).toEqual([]);
    expect(state.session.priceOverrides).toEqual(store.getState().config.session.priceOverrides);
  });
});
