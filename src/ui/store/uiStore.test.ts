import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDefaultPlaygroundState } from '../../core';
import { MemoryStorage } from '../testing/memoryStorage';
import { createUiStore } from './uiStore';

let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage.asStorage());
});
afterEach(() => vi.unstubAllGlobals());

describe('ui store: view slice', () => {
  it('starts on the prompt view with no section in focus, and switches', () => {
    const store = createUiStore();
    expect(store.getState()).toMatchObject({ view: 'prompt', activeSection: null });
    store.getState().setView('compression');
    store.getState().setActiveSection('CORE_MANDATES');
    expect(store.getState()).toMatchObject({ view: 'compression', activeSection: 'CORE_MANDATES' });
    store.getState().setActiveSection(null);
    expect(store.getState().activeSection).toBeNull();
  });
});

describe('ui store: notice slice', () => {
  it('shows notices in order with distinct ids and dismisses one by id', () => {
    const store = createUiStore();
    const first = store.getState().pushNotice('info', 'First');
    const second = store.getState().pushNotice('error', 'Second', { sticky: true });
    expect(second).not.toBe(first);
    expect(store.getState().notices.map((n) => [n.text, n.tone, n.sticky])).toEqual([
      ['First', 'info', undefined],
      ['Second', 'error', true],
    ]);
    store.getState().dismissNotice(first);
    expect(store.getState().notices.map((n) => n.id)).toEqual([second]);
  });

  it('replaces a notice with the same key instead of stacking them', () => {
    const store = createUiStore();
    const run = vi.fn();
    store.getState().pushNotice('warning', 'Not saved', { key: 'save' });
    store.getState().pushNotice('info', 'Unrelated');
    store
      .getState()
      .pushNotice('success', 'Saved again', { key: 'save', actions: [{ label: 'OK', run }] });
    expect(store.getState().notices.map((n) => n.text)).toEqual(['Unrelated', 'Saved again']);
    store.getState().notices[1]?.actions?.[0]?.run();
    expect(run).toHaveBeenCalledOnce();
  });
});

describe('ui store: never persisted', () => {
  it('reads and writes nothing in storage, and a new store starts afresh', () => {
    const store = createUiStore();
    store.getState().setView('context');
    store.getState().pushNotice('info', 'Hello');
    store.getState().setSources({ a: 'snapshot:x' });
    const side = { name: 'A', state: createDefaultPlaygroundState() };
    store.getState().openLink({ a: side, b: side });
    store.getState().setActiveSection('GIT');
    expect(storage.reads).toEqual([]);
    expect(storage.length).toBe(0);
    expect(createUiStore().getState()).toMatchObject({
      view: 'prompt',
      notices: [],
      sourceA: null,
      linkSides: null,
    });
  });
});
