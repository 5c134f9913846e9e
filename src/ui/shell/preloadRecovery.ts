/**
 * Recovers from a lazy chunk that no longer loads (a redeploy removed the old file, or the
 * network dropped): Vite fires `vite:preloadError`; the first one reloads the page once to
 * fetch the current build, and a guard keeps that from looping. When the guard is up, or when
 * this tab's work could not be saved first (saving held or failing), the error reaches the
 * view's own boundary, which shows it with a "Reload" button. Offline, a reload would only
 * bring up the browser's own offline page: the error goes to the view's boundary, which says
 * so and tries the chunk again when asked (`retryableLazy.tsx`).
 */
import { watchStylesheetFailures } from '../lib/retryableLazy';
import { saveBeforeReload } from '../store/saveBeforeReload';
import { useUiStore, type ViewId } from '../store/uiStore';

const GUARD_KEY = 'promptscope:preload-reload-at';
const VIEW_KEY = 'promptscope:preload-reload-view';
/** A second failure within this time of the last automatic reload is shown, not reloaded. */
export const RELOAD_GUARD_MS = 60_000;

/** Whether a chunk failure may reload the page, given when the last automatic reload was. */
export function mayReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null || !(now - lastReloadAt >= 0 && now - lastReloadAt < RELOAD_GUARD_MS)
  );
}

function readNumber(key: string): number | null {
  try {
    const value = Number(sessionStorage.getItem(key));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Listens for chunk failures (once per page) and brings back the view an earlier reload left. */
export function installPreloadRecovery(): void {
  try {
    const view = sessionStorage.getItem(VIEW_KEY) as ViewId | null;
    sessionStorage.removeItem(VIEW_KEY);
    if (view === 'compression' || view === 'context') useUiStore.getState().setView(view);
  } catch {
    // No session storage: the prompt view it is.
  }
  watchStylesheetFailures();
  let handled = false;
  window.addEventListener('vite:preloadError', (event) => {
    // Offline: shown in the view (not counted, so a failure once online may still reload).
    if (handled || !navigator.onLine) return;
    handled = true;
    const now = Date.now();
    if (!mayReloadForChunk(readNumber(GUARD_KEY), now)) return;
    if (!saveBeforeReload()) return;
    try {
      sessionStorage.setItem(GUARD_KEY, String(now));
      sessionStorage.setItem(VIEW_KEY, useUiStore.getState().view);
    } catch {
      return; // Without the guard a reload could loop: show the error instead.
    }
    event.preventDefault();
    window.location.reload();
  });
}
