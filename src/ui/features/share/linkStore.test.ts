import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDefaultPlaygroundState } from '../../../core';
import { PREVIOUS_WORK_KEY, savePreviousWork } from './savedCopies';

async function freshLinkStore() {
  vi.resetModules();
  return (await import('./linkStore')).useLinkStore;
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('link store', () => {
  it('reads nothing on import; hydrate tells whether replaced work is kept', async () => {
    expect(savePreviousWork(createDefaultPlaygroundState())).toBe(true);
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const store = await freshLinkStore();
    expect(getItem).not.toHaveBeenCalled();
    expect(store.getState().hasPreviousWork).toBe(false);
    store.hydrate();
    expect(getItem).toHaveBeenCalledWith(PREVIOUS_WORK_KEY);
    expect(store.getState().hasPreviousWork).toBe(true);
  });

  it('says no previous work when none or only damaged data is kept', async () => {
    const store = await freshLinkStore();
    store.hydrate();
    expect(store.getState().hasPreviousWork).toBe(false);
    localStorage.setItem(PREVIOUS_WORK_KEY, '{not json');
    store.hydrate();
    expect(store.getState().hasPreviousWork).toBe(false);
  });

  it('holds the pending offer and the opening status until cleared', async () => {
    const store = await freshLinkStore();
    store.getState().setHasPreviousWork(true);
    expect(store.getState().hasPreviousWork).toBe(true);
    store.getState().setStatus(null);
    store.getState().setPending(null);
    expect(store.getState()).toMatchObject({ pending: null, status: null });
  });
});
