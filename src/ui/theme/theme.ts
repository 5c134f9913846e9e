import { useEffect, useSyncExternalStore } from 'react';

/** The user's choice; 'system' follows prefers-color-scheme. */
export type ThemeChoice = 'system' | 'light' | 'dark';
export type ResolvedTheme = 'light' | 'dark';

const STORAGE_KEY = 'promptscope:theme';
const listeners = new Set<() => void>();
/**
 * The dark-scheme query, made once (its `matches` follows the system live): the theme's
 * snapshot is read on every render of every editor, a keystroke's included, and
 * `matchMedia` parses and evaluates the query anew on each call.
 */
let dark: { made: typeof window.matchMedia; query: MediaQueryList } | null = null;
function darkQuery(): MediaQueryList {
  const made = window.matchMedia;
  if (dark?.made !== made) {
    dark = { made, query: window.matchMedia('(prefers-color-scheme: dark)') };
  }
  return dark.query;
}

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
