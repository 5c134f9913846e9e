/**
 * Registers the service worker (vite-plugin-pwa / Workbox, see vite.config.ts) so the app
 * reloads offline after one visit. The tab asks the server for a new version when it comes
 * back and every half hour (`updateChecks.ts`). A new version waits until the user is not
 * editing, then asks with a notice; the page only reloads when the user clicks "Reload", and
 * only once its work is saved (`updateFlow.ts`).
 */
import { registerSW } from 'virtual:pwa-register';
import { scheduleUpdateChecks } from './updateChecks';
import { createUpdateFlow } from './updateFlow';

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

/** Starts the service worker in production builds; a no-op where none is supported. */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const markEdit = () => (lastEditAt = Date.now());
  document.addEventListener('input', markEdit, true);
  document.addEventListener('keydown', markEdit, true);
  const flow = createUpdateFlow(() => void update(true));
  const update = registerSW({
    onNeedRefresh() {
      whenNotEditing(flow.offer);
    },
    // Replaces the plain reload vite-plugin-pwa would do in every open tab.
    onNeedReload: flow.takeOver,
    onRegisteredSW(_url, registration) {
      if (registration) scheduleUpdateChecks(() => registration.update());
    },
    onRegisterError() {
      // Offline reload is unavailable (private mode, blocked by policy); nothing else is
      // affected, so nothing is shown.
    },
  });
}
