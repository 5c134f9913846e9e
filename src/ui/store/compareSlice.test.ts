import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../../core';
import { CURRENT_WORK, versionOfSource, versionSourceId } from './compareSlice';
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

  it('pairs any two CLI versions of the current work, older as A', () => {
    const store = createUiStore();
    store.getState().compareVersions('0.59.0', '0.61.0');
    expect(store.getState()).toMatchObject({
      sourceA: versionSourceId('0.59.0'),
      sourceB: versionSourceId('0.61.0'),
    });
    expect(versionOfSource(store.getState().sourceA)).toBe('0.59.0');
    store.getState().compareVersions('2026-02', '0.44.1');
    expect(versionOfSource(store.getState().sourceA)).toBe('2026-02');
    expect(versionOfSource(store.getState().sourceB)).toBe('0.44.1');
    expect(versionOfSource(CURRENT_WORK)).toBeNull();
    expect(versionOfSource(null)).toBeNull();
  });

  it('is the compare slice of the one ui store', () => {
    useUiStore.getState().setSources({ a: 'snapshot:shared' });
    expect(useUiStore.getState().sourceA).toBe('snapshot:shared');
    useUiStore.getState().setSources({ a: null });
    expect(useUiStore.getState().sourceA).toBeNull();
  });
});
