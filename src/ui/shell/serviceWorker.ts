/**
 * Registers the service worker (vite-plugin-pwa / Workbox, see vite.config.ts) so the app
 * reloads offline after one visit. The tab asks the server for a new version when it comes
 * back and every half hour (`updateChecks.ts`). A new version waits until the user is not
 * editing, then asks with a notice; the page only reloads when the user clicks "Reload". That
 * click switches every open tab to the new version: each tab saves its work first and reloads
 * only if nothing would be lost; one that cannot save says so and waits for its user.
 */
import { registerSW } from 'virtual:pwa-register';
import { saveBeforeReload } from '../store/saveBeforeReload';
import { useUiStore } from '../store/uiStore';
import { scheduleUpdateChecks } from './updateChecks';

/** Typing or a focused editor within this long counts as editing. */
const EDIT_QUIET_MS = 3_000;
const RECHECK_MS = 2_000;

let lastEditAt = 0;

/** True while the user is typing in a field or an editor. */
export function isEditing(now: number, active: Element | null, lastEdit: number): boolean {
  const field =
    active instanceof HTMLElement &&
    (active.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(active.tagName));
  return now - lastEdit < EDIT_QUIET_MS || (field && now - lastEdit < EDIT_QUIET_MS * 10);
}

function whenNotEditing(show: () => void): void {
  if (!isEditing(Date.now(), document.activeElement, lastEditAt)) show();
  else setTimeout(() => whenNotEditing(show), RECHECK_MS);
}

const UPDATE_NOTICE_KEY = 'app-update';
/** The new version controls this tab already: the offer to switch is moot. */
let switched = false;

const notSavedText = (again: boolean) =>
  `A new version of Promptscope is ready, but ${
    again ? 'your latest changes are still' : 'this tab was not reloaded: its latest changes are'
  } not saved in this browser (see the notice about saving). Reload once they are saved; Share or Export keeps a copy meanwhile.`;

/**
 * The new version controls this tab (this tab's "Reload", or another tab's): reload if the
 * work is saved, else say so and let the user choose when.
 */
function reloadWhenSaved(again = false): void {
  switched = true;
  if (saveBeforeReload()) {
    window.location.reload();
    return;
  }
  useUiStore.getState().pushNotice('warning', notSavedText(again), {
    key: UPDATE_NOTICE_KEY,
    sticky: true,
    actions: [
      { label: 'Reload', keepOpen: true, run: () => reloadWhenSaved(true) },
      { label: 'Reload without saving', run: () => window.location.reload() },
    ],
  });
}

/** Starts the service worker in production builds; a no-op where none is supported. */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const markEdit = () => (lastEditAt = Date.now());
  document.addEventListener('input', markEdit, true);
  document.addEventListener('keydown', markEdit, true);
  /** "Reload" on the update notice: switches every tab, unless this one cannot save first. */
  const accept = () => {
    if (saveBeforeReload()) void update(true);
    else reloadWhenSaved();
  };
  const update = registerSW({
    onNeedRefresh() {
      whenNotEditing(() => {
        if (switched) return;
        useUiStore
          .getState()
          .pushNotice(
            'info',
            'A new version of Promptscope is available — reload to use it. Your work is saved first.',
            { key: UPDATE_NOTICE_KEY, actions: [{ label: 'Reload', run: accept }] },
          );
      });
    },
    // Replaces the plain reload vite-plugin-pwa would do in every open tab.
    onNeedReload: () => reloadWhenSaved(),
    onRegisteredSW(_url, registration) {
      if (registration) scheduleUpdateChecks(() => registration.update());
    },
    onRegisterError() {
      // Offline reload is unavailable (private mode, blocked by policy); nothing else is
      // affected, so nothing is shown.
    },
  });
}
