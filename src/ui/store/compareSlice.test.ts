import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../../core';
import { CURRENT_WORK } from './compareSlice';
import { createUiStore, useUiStore } from './uiStore';

const side = (name: string) => ({ name, state: createDefaultPlaygroundState() });

describe('ui store: compare slice', () => {
  it('starts with no sources picked (the compare view picks its defaults)', () => {
    expect(createUiStore().getState()).toMatchObject({
      sourceA: null,
      sourceB: null,
      linkSides: null,
    });
  });

  it('sets either source alone; null goes back to the default', () => {
    const store = createUiStore();
    store.getState().setSources({ a: 'snapshot:1', b: CURRENT_WORK });
    store.getState().setSources({ b: 'snapshot:2' });
    expect(store.getState()).toMatchObject({ sourceA: 'snapshot:1', sourceB: 'snapshot:2' });
    store.getState().setSources({ a: null });
    expect(store.getState()).toMatchObject({ sourceA: null, sourceB: 'snapshot:2' });
  });

  it('opening a comparison link shows its two sides as A and B', () => {
    const store = createUiStore();
    store.getState().setSources({ a: 'snapshot:1', b: 'snapshot:2' });
    const sides = { a: side('Before'), b: side('After') };
    store.getState().openLink(sides);
    expect(store.getState()).toMatchObject({ sourceA: 'link:a', sourceB: 'link:b' });
    expect(store.getState().linkSides).toBe(sides);
  });

  it('is the compare slice of the one ui store', () => {
    useUiStore.getState().setSources({ a: 'snapshot:shared' });
    expect(useUiStore.getState().sourceA).toBe('snapshot:shared');
    useUiStore.getState().setSources({ a: null });
    expect(useUiStore.getState().sourceA).toBeNull();
  });
});
