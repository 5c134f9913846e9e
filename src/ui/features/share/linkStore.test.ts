import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDefaultPlaygroundState } from '../../../core';
import { expectedFromV1, schemaV1Text } from '../../store/fixtures/schemaV1';
import type { ConfigurationOffer, OpeningStatus } from './linkStore';
import { loadPreviousWork, PREVIOUS_WORK_KEY, savePreviousWork } from './savedCopies';

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

  it('holds an offer until it is answered, then the outcome until it is cleared', async () => {
    const store = await freshLinkStore();
    expect(store.getState()).toMatchObject({ pending: null, status: null });
    const state = createDefaultPlaygroundState();
    state.gemini.userMemory = 'from the link';
    const offer: ConfigurationOffer = { state, repairs: [], source: 'link' };
    store.getState().setPending(offer);
    expect(store.getState().pending).toBe(offer);
    expect(store.getState().status).toBeNull();

    const opened: OpeningStatus = {
      kind: 'opened',
      source: 'link',
      repairs: [],
      previousKept: true,
    };
    store.getState().setPending(null);
    store.getState().setStatus(opened);
    store.getState().setHasPreviousWork(true);
    expect(store.getState()).toMatchObject({
      pending: null,
      status: opened,
      hasPreviousWork: true,
    });

    store.getState().setStatus({ kind: 'error', source: 'file', message: 'Not a configuration.' });
    expect(store.getState().status).toEqual({
      kind: 'error',
      source: 'file',
      message: 'Not a configuration.',
    });
    store.getState().setStatus(null);
    store.getState().setHasPreviousWork(false);
    expect(store.getState()).toMatchObject({ status: null, hasPreviousWork: false });
  });

  it('is view state: its actions write nothing to storage', async () => {
    const store = await freshLinkStore();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    store.getState().setPending({
      state: createDefaultPlaygroundState(),
      repairs: [],
      source: 'file',
    });
    store.getState().setStatus({ kind: 'kept', source: 'file' });
    store.getState().setHasPreviousWork(true);
    expect(setItem).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });

  it('finds work kept by the v1 build, and it comes back as the 2026-02 configuration it was', async () => {
    const text = schemaV1Text(PREVIOUS_WORK_KEY);
    localStorage.setItem(PREVIOUS_WORK_KEY, text);
    const store = await freshLinkStore();
    store.hydrate();
    expect(store.getState().hasPreviousWork).toBe(true);
    const v1 = JSON.parse(text) as { version: number; state: unknown };
    expect(v1.version).toBe(1);
    const previous = loadPreviousWork();
    expect(previous).toEqual(expectedFromV1(v1.state, createDefaultPlaygroundState()));
    expect(previous?.gemini).toMatchObject({
      cliVersion: '2026-02',
      userMemory: 'Work a link replaced.',
    });
  });
});
