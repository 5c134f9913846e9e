/**
 * Set-up for every ui test file (vitest.config.ts). The ui project keeps one jsdom window per
 * worker (`isolate: false`: creating a jsdom for each file was most of the project's time), so
 * each file must still start as if it ran alone:
 * - a fresh module registry, so the file's own `vi.mock`s apply to what it imports;
 * - every zustand store back at its first state after each test (a store made while an earlier
 *   file ran can outlive the registry reset);
 * - empty browser storage and nothing left rendered;
 * - no global a file stubbed (a worker, `fetch`, `localStorage`), no fake clock, no spy left;
 * - the on-demand prompt wording loaded.
 */
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type * as Zustand from 'zustand';

/** Kept on the global object: this file runs again for each test file, the stores do not. */
const shared = globalThis as { __storeResets?: Set<() => void> };
const storeResets = () => (shared.__storeResets ??= new Set());

vi.mock('zustand', async (importOriginal) => {
  const zustand = await importOriginal<typeof Zustand>();
  /** zustand's own `create`, remembering each store's first state. */
  const remembered = <T>(initializer: Zustand.StateCreator<T, [], []>) => {
    const store = zustand.create<T>()(initializer);
    const initial = store.getState();
    storeResets().add(() => store.setState(initial, true));
    return store;
  };
  const create = ((initializer?: Zustand.StateCreator<unknown, [], []>) =>
    initializer ? remembered(initializer) : remembered) as typeof zustand.create;
  return { ...zustand, create };
});

vi.resetModules();

// The app loads prompt texts on demand (src/ui/prompt/promptTexts.ts): components under test
// render the newest release and 2026-02 at once; a test of another release loads its text
// (`loadWholeReleaseText`), and a test of the waiting itself mocks or resets that module.
beforeAll(async () => {
  const { loadLegacyWording, loadWholeReleaseText } = await import('../prompt/promptTexts');
  const { NEWEST_RELEASE } = await import('../../releases');
  await Promise.all([loadLegacyWording(), loadWholeReleaseText(NEWEST_RELEASE)]);
});

afterEach(() => {
  cleanup();
  // Markup a test wrote itself (the static shell's, say) goes too: a role="alert" left in the
  // page would answer a later file's findByRole('alert').
  document.body.replaceChildren();
  storeResets().forEach((reset) => reset());
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
