/**
 * Notices when another tab saves a different configuration (the `storage` event fires in every
 * other tab of this site within milliseconds) and offers to load it or keep this tab's own.
 */
import { readVersionedState } from '../../core';
import { CONFIG_STORAGE_KEY } from './persistence';
import { useUiStore } from './uiStore';

/** What the saver lets this watcher do. */
export interface OtherTabHooks {
  /** The text this tab last wrote or read: an event carrying it is our own echo. */
  lastKnownRaw: () => string | null;
  /** Stops saving until the user decides (nothing is overwritten silently). */
  hold: () => void;
  /** Loads the other tab's text into this tab (undoable) and resumes saving. */
  load: (raw: string) => void;
  /** Keeps this tab's configuration and saves it over the other tab's. */
  keepMine: () => void;
}

export const OTHER_TAB_NOTICE_KEY = 'other-tab-change';

/** Starts listening; returns the function that stops. */
export function watchOtherTabs(hooks: OtherTabHooks): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CONFIG_STORAGE_KEY || event.newValue === null) return;
    if (event.newValue === hooks.lastKnownRaw()) return;
    const raw = event.newValue;
    const readable = readVersionedState(raw).status !== 'unreadable';
    hooks.hold();
    const time = new Date().toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
    useUiStore
      .getState()
      .pushNotice(
        'warning',
        `Another Promptscope tab saved a different configuration at ${time}. Nothing here is saved until you choose: load theirs (undo brings yours back) or keep yours (it replaces theirs).`,
        {
          key: OTHER_TAB_NOTICE_KEY,
          sticky: true,
          actions: [
            ...(readable
              ? [{ label: 'Load the other tab’s version', run: () => hooks.load(raw) }]
              : []),
            { label: 'Keep mine', run: hooks.keepMine },
          ],
        },
      );
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
