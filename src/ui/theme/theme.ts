import { useEffect, useSyncExternalStore } from 'react';

/** The user's choice; 'system' follows prefers-color-scheme. */
export type ThemeChoice = 'system' | 'light' | 'dark';
export type ResolvedTheme = 'light' | 'dark';

const STORAGE_KEY = 'promptscope:theme';
const listeners = new Set<() => void>();
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function readChoice(): ThemeChoice {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return saved === 'light' || saved === 'dark' ? saved : 'system';
  } catch {
    return 'system';
  }
}

/** The choice, read from storage on first use (never when this module is imported). */
let saved: ThemeChoice | null = null;
const currentChoice = (): ThemeChoice => (saved ??= readChoice());

function resolve(c: ThemeChoice): ResolvedTheme {
  if (c !== 'system') return c;
  return darkQuery().matches ? 'dark' : 'light';
}

function apply(): void {
  const resolved = resolve(currentChoice());
  document.documentElement.dataset.theme = resolved;
  listeners.forEach((l) => l());
}

export function setThemeChoice(next: ThemeChoice): void {
  saved = next;
  try {
    if (next === 'system') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Storage may be unavailable (private mode); the choice still applies for this visit.
  }
  apply();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Current theme choice and the theme actually shown; follows system changes live. */
export function useTheme(): { choice: ThemeChoice; resolved: ResolvedTheme } {
  const current = useSyncExternalStore(subscribe, currentChoice);
  const resolved = useSyncExternalStore(subscribe, () => resolve(currentChoice()));
  useEffect(() => {
    const query = darkQuery();
    query.addEventListener('change', apply);
    apply();
    return () => query.removeEventListener('change', apply);
  }, []);
  return { choice: current, resolved };
}
