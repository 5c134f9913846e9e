import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDefaultPlaygroundState } from '../../core';
import {
  CONFIG_STORAGE_KEY,
  loadPersistedConfig,
  savePersistedConfig,
  STORAGE_MAX_CHARS,
  textChars,
} from './persistence';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('textChars', () => {
  it('adds up the strings of nested objects and arrays, ignoring other values', () => {
    expect(textChars({ a: 'abc', b: [1, 'de', { c: 'f' }], d: null, e: true })).toBe(6);
  });
});

describe('savePersistedConfig', () => {
  it('saves a configuration that the next load restores', () => {
    const config = createDefaultPlaygroundState();
    config.gemini.userMemory = 'Prefer tabs.';
    expect(savePersistedConfig(config)).toMatchObject({ ok: true });
    expect(loadPersistedConfig().config.gemini.userMemory).toBe('Prefer tabs.');
  });

  it('refuses a configuration too large for local storage without serialising it', () => {
    const config = createDefaultPlaygroundState();
    config.compression.customHistory = 'x'.repeat(STORAGE_MAX_CHARS + 1);
    const stringify = vi.spyOn(JSON, 'stringify');
    // The reason names the size, so the notice tells the user why nothing was saved.
    expect(savePersistedConfig(config)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/holds 5\.\d MB of text/) as unknown,
    });
    expect(stringify).not.toHaveBeenCalled();
    expect(localStorage.getItem(CONFIG_STORAGE_KEY)).toBeNull();
  });

  it('says how much a refused save needed in a unit that fits its size', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const outcome = savePersistedConfig(createDefaultPlaygroundState());
    // A default configuration is a few kilobytes: never "0.0 MB needed".
    expect(outcome).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/storage for this site is full \(\d+ KB needed\)$/) as unknown,
    });
  });
});

describe('loadPersistedConfig: a CLI version this build does not have', () => {
  it('opens in the newest release, says which version it did not know, keeps a copy', () => {
    const state = createDefaultPlaygroundState();
    state.gemini.userMemory = 'kept';
    const saved = JSON.stringify({
      version: 3,
      state: { ...state, gemini: { ...state.gemini, cliVersion: '0.99.0' } },
    });
    localStorage.setItem(CONFIG_STORAGE_KEY, saved);
    const loaded = loadPersistedConfig();
    expect(loaded.config.gemini.cliVersion).toBe(state.gemini.cliVersion);
    expect(loaded.config.gemini.userMemory).toBe('kept');
    expect(loaded.notices).toHaveLength(1);
    expect(loaded.notices[0]?.text).toContain(
      `Your saved configuration was loaded, but “0.99.0” is not a CLI version this Promptscope has; it opens in ${state.gemini.cliVersion}, the newest it has.`,
    );
    expect(loaded.notices[0]?.download).toBe(saved);
  });
});
