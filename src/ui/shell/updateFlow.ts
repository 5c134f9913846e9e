/**
 * What the app says and does about a new version (the service worker's side is
 * `serviceWorker.ts`). "Reload" on the offer switches every open tab to the new version; each
 * tab then saves its work first and reloads only if nothing would be lost (`saveBeforeReload`).
 * A tab that cannot save (saving held, storage full) says so and waits for its user, who may
 * reload once it is saved or drop the unsaved changes.
 */
import { saveBeforeReload } from '../store/saveBeforeReload';
import { useUiStore } from '../store/uiStore';

export const UPDATE_NOTICE_KEY = 'app-update';

export interface UpdateFlow {
  /** A new version is waiting: offer it (unless it controls this tab already). */
  offer: () => void;
  /** The new version controls this tab (its own "Reload" or another tab's): reload when saved. */
  takeOver: () => void;
}

/**
 * Says that this tab's latest changes are not saved, so it does not reload yet. `reload` is
 * tried again by the notice's "Reload"; `reloadAnyway` drops the unsaved changes.
 */
function askToSaveFirst(why: string, again: boolean, reload: () => void, reloadAnyway: () => void) {
  useUiStore
    .getState()
    .pushNotice(
      'warning',
      `${why} ${again ? 'Your latest changes are still' : 'Its latest changes are'} not saved in this browser (see the notice about saving). Reload once they are saved; Share or Export keeps a copy meanwhile.`,
      {
        key: UPDATE_NOTICE_KEY,
        sticky: true,
        actions: [
          { label: 'Reload', keepOpen: true, run: reload },
          { label: 'Reload without saving', run: reloadAnyway },
        ],
      },
    );
}

/** `switchTabs` tells the waiting version to take over every open tab. */
export function createUpdateFlow(switchTabs: () => void): UpdateFlow {
  /** The new version controls this tab already: the offer to switch is moot. */
  let switched = false;
  /** The user chose to reload without saving: the switch may reload this tab as it is. */
  let dropUnsaved = false;

  const takeOver = (again = false): void => {
    switched = true;
    if (dropUnsaved || saveBeforeReload()) {
      window.location.reload();
      return;
    }
    askToSaveFirst(
      'A new version of Promptscope is ready, but this tab was not reloaded.',
      again,
      () => takeOver(true),
      () => window.location.reload(),
    );
  };

  /** "Reload" on the offer: switches every tab, unless this one cannot save first. */
  const accept = (again = false): void => {
    if (saveBeforeReload()) {
      switchTabs();
      return;
    }
    askToSaveFirst(
      'A new version of Promptscope is ready; this tab switches to it once its work is saved.',
      again,
      () => accept(true),
      () => {
        dropUnsaved = true;
        switchTabs();
      },
    );
  };

  const offer = (): void => {
    if (switched) return;
    useUiStore
      .getState()
      .pushNotice(
        'info',
        'A new version of Promptscope is available — reload to use it. Your work is saved first.',
        { key: UPDATE_NOTICE_KEY, actions: [{ label: 'Reload', run: () => accept() }] },
      );
  };

  return { offer, takeOver: () => takeOver() };
}
