import { create } from 'zustand';

/** The Gemini API's public endpoint; tests point `baseUrl` at a local mock. */
export const DEFAULT_GEMINI_BASE_URL = 'https://generativelanguage.googleapis.com';

/** Gemini API access settings. Never part of the configuration, never shared. */
export interface GeminiSettings {
  apiKey: string | null;
  baseUrl: string;
  /** Whether the key may be kept in this browser (the settings UI decides how). */
  remember: boolean;
}

interface GeminiSettingsStore extends GeminiSettings {
  setGeminiSettings: (fields: Partial<GeminiSettings>) => void;
}

/**
 * Minimal in-memory store of the Gemini API settings (the settings dialog may replace it
 * with a persisted one keeping this shape).
 */
export const useGeminiSettings = create<GeminiSettingsStore>()((set) => ({
  apiKey: null,
  baseUrl: DEFAULT_GEMINI_BASE_URL,
  remember: false,
  setGeminiSettings: (fields) => set(fields),
}));
