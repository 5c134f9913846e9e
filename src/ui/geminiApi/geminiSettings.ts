import { create } from 'zustand';
import { withoutTrailingSlashes } from '../../core';
import { scrubAlsoCurrentKey } from '../lib/scrub';

/** The Gemini API's public endpoint; tests point `baseUrl` at a local mock. */
export const DEFAULT_GEMINI_BASE_URL = 'https://generativelanguage.googleapis.com';

/** localStorage key of a remembered API key (only written when "remember" is ticked). */
export const GEMINI_KEY_STORAGE_KEY = 'promptscope:gemini-api-key';
/** localStorage key of a non-default base URL (not a secret). */
export const GEMINI_BASE_URL_STORAGE_KEY = 'promptscope:gemini-base-url';

/** Gemini API access settings. Never part of the configuration, never shared. */
export interface GeminiSettings {
  apiKey: string | null;
  baseUrl: string;
  /** Whether the key is kept in this browser's localStorage (else memory only). */
  remember: boolean;
}

interface GeminiSettingsStore extends GeminiSettings {
  setGeminiSettings: (fields: Partial<GeminiSettings>) => void;
  /** Forgets the key, in memory and in this browser. */
  clearGeminiKey: () => void;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the settings stay in memory for this session.
  }
}

/** Trims a base URL and drops trailing slashes; empty means the default endpoint. */
export function normaliseBaseUrl(url: string): string {
  const trimmed = withoutTrailingSlashes(url.trim());
  return trimmed === '' ? DEFAULT_GEMINI_BASE_URL : trimmed;
}

function loadInitial(): GeminiSettings {
  const apiKey = read(GEMINI_KEY_STORAGE_KEY);
  return {
    apiKey: apiKey || null,
    baseUrl: normaliseBaseUrl(read(GEMINI_BASE_URL_STORAGE_KEY) ?? ''),
    remember: Boolean(apiKey),
  };
}

function persist({ apiKey, baseUrl, remember }: GeminiSettings): void {
  write(GEMINI_KEY_STORAGE_KEY, remember && apiKey ? apiKey : null);
  write(GEMINI_BASE_URL_STORAGE_KEY, baseUrl === DEFAULT_GEMINI_BASE_URL ? null : baseUrl);
}

/**
 * The Gemini API settings. The key lives in memory for the session; only with `remember` is it
 * written to localStorage under its own key (never in the configuration, a URL or an export).
 * The store starts empty; `useGeminiSettings.hydrate()` (the app's start, `src/start.tsx`) reads
 * a remembered key and endpoint, once, so importing this module reads nothing.
 */
const settingsStore = create<GeminiSettingsStore>()((set, get) => ({
  apiKey: null,
  baseUrl: DEFAULT_GEMINI_BASE_URL,
  remember: false,
  setGeminiSettings: (fields) => {
    const next = { ...fields };
    if (next.baseUrl !== undefined) next.baseUrl = normaliseBaseUrl(next.baseUrl);
    if (next.apiKey !== undefined) next.apiKey = next.apiKey?.trim() || null;
    set(next);
    persist(get());
  },
  clearGeminiKey: () => {
    set({ apiKey: null, remember: false });
    persist(get());
  },
}));

let hydrated = false;
export const useGeminiSettings = Object.assign(settingsStore, {
  /** Reads what this browser remembers into the store, the first time only. */
  hydrate: (): void => {
    if (hydrated) return;
    hydrated = true;
    settingsStore.setState(loadInitial());
  },
});

// Error texts also mask the key in Settings, even before it is first sent.
scrubAlsoCurrentKey(() => useGeminiSettings.getState().apiKey);
