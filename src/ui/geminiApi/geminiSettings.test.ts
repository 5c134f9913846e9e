import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_GEMINI_BASE_URL,
  GEMINI_BASE_URL_STORAGE_KEY,
  GEMINI_KEY_STORAGE_KEY,
} from './geminiSettings';

const KEY = 'AIzaSyTestKey0123456789abcdefghijklmnopq';

/** A fresh copy of the store module, hydrated as the app's start does. */
async function freshStore() {
  vi.resetModules();
  const store = (await import('./geminiSettings')).useGeminiSettings;
  store.hydrate();
  return store;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('Gemini settings store', () => {
  it('starts with no key, the public endpoint, and nothing remembered', async () => {
    const store = await freshStore();
    expect(store.getState()).toMatchObject({
      apiKey: null,
      baseUrl: DEFAULT_GEMINI_BASE_URL,
      remember: false,
    });
  });

  it('reads nothing from storage on import; hydrate reads a remembered key once', async () => {
    localStorage.setItem(GEMINI_KEY_STORAGE_KEY, KEY);
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    vi.resetModules();
    const store = (await import('./geminiSettings')).useGeminiSettings;
    expect(getItem).not.toHaveBeenCalled();
    expect(store.getState().apiKey).toBeNull();
    store.hydrate();
    expect(store.getState()).toMatchObject({ apiKey: KEY, remember: true });
    const reads = getItem.mock.calls.length;
    store.hydrate();
    expect(getItem.mock.calls.length).toBe(reads);
  });

  it('keeps an unremembered key in memory only, trimmed', async () => {
    const store = await freshStore();
    store.getState().setGeminiSettings({ apiKey: `  ${KEY}\n` });
    expect(store.getState().apiKey).toBe(KEY);
    expect(localStorage.getItem(GEMINI_KEY_STORAGE_KEY)).toBeNull();
    // The next visit starts without it.
    expect((await freshStore()).getState().apiKey).toBeNull();
  });

  it('restores a remembered key and a custom endpoint on the next visit', async () => {
    const store = await freshStore();
    store.getState().setGeminiSettings({
      apiKey: KEY,
      remember: true,
      baseUrl: ' http://127.0.0.1:9999/// ',
    });
    expect(store.getState().baseUrl).toBe('http://127.0.0.1:9999');
    const next = (await freshStore()).getState();
    expect(next).toMatchObject({ apiKey: KEY, remember: true, baseUrl: 'http://127.0.0.1:9999' });
  });

  it('reads what every earlier build wrote: two plain strings, no schema version to migrate', async () => {
    // Since the settings were first saved (commit 5946e9d) they have been the key and the
    // endpoint as bare strings under these two keys; nothing else is read.
    localStorage.setItem(GEMINI_KEY_STORAGE_KEY, KEY);
    localStorage.setItem(GEMINI_BASE_URL_STORAGE_KEY, 'http://127.0.0.1:9999');
    localStorage.setItem('promptscope:gemini-settings', '{"apiKey":"other"}');
    const store = await freshStore();
    expect(store.getState()).toMatchObject({
      apiKey: KEY,
      remember: true,
      baseUrl: 'http://127.0.0.1:9999',
    });
  });

  it('forgets the stored key when "remember" is unticked, keeping it for this session', async () => {
    const store = await freshStore();
    store.getState().setGeminiSettings({ apiKey: KEY, remember: true });
    store.getState().setGeminiSettings({ remember: false });
    expect(store.getState().apiKey).toBe(KEY);
    expect(localStorage.getItem(GEMINI_KEY_STORAGE_KEY)).toBeNull();
  });

  it('clears the key in memory and in this browser', async () => {
    const store = await freshStore();
    store.getState().setGeminiSettings({ apiKey: KEY, remember: true });
    store.getState().clearGeminiKey();
    expect(store.getState()).toMatchObject({ apiKey: null, remember: false });
    expect(localStorage.getItem(GEMINI_KEY_STORAGE_KEY)).toBeNull();
  });

  it('stores no entry for the default endpoint, and an empty URL means the default', async () => {
    const store = await freshStore();
    store.getState().setGeminiSettings({ baseUrl: 'http://localhost:8080' });
    expect(localStorage.getItem(GEMINI_BASE_URL_STORAGE_KEY)).toBe('http://localhost:8080');
    store.getState().setGeminiSettings({ baseUrl: '   ' });
    expect(store.getState().baseUrl).toBe(DEFAULT_GEMINI_BASE_URL);
    expect(localStorage.getItem(GEMINI_BASE_URL_STORAGE_KEY)).toBeNull();
  });

  it('keeps working in memory when storage refuses writes and reads', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = await freshStore();
    expect(store.getState().apiKey).toBeNull();
    expect(() => store.getState().setGeminiSettings({ apiKey: KEY, remember: true })).not.toThrow();
    expect(store.getState()).toMatchObject({ apiKey: KEY, remember: true });
  });

  it('masks the key in Settings in error texts, even before it is sent', async () => {
    const store = await freshStore();
    const { scrubForDisplay } = await import('../lib/scrub');
    store.getState().setGeminiSettings({ apiKey: 'not-shaped-like-a-google-key-42' });
    expect(scrubForDisplay('rejected key not-shaped-like-a-google-key-42')).not.toContain(
      'not-shaped-like-a-google-key-42',
    );
  });
});
