import { describe, expect, it } from 'vitest';
import { CURRENT_WORK } from '../../store/compareSlice';
import { useUiStore } from '../../store/uiStore';
import { openInCompare } from './WhatChanged';

describe('What changed since 2026-02 → Open in compare', () => {
  it('opens the compare view on this configuration in 2026-02 (A) vs the current work (B)', () => {
    useUiStore.getState().setSources({ a: 'snapshot:x', b: 'link:b' });
    useUiStore.getState().setView('prompt');
    openInCompare();
    expect(useUiStore.getState().sourceA).toBe('version:2026-02');
    expect(useUiStore.getState().sourceB).toBe(CURRENT_WORK);
    expect(useUiStore.getState().view).toBe('compare');
  });
});
