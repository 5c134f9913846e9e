import { readVersionedState } from '../../core';
import { downloadText } from '../lib/download';
import { whenIdle } from '../lib/whenIdle';
import { noteSavedConfig } from './firstFigure';
import { subscribeConfigChanges, useConfigStore } from './configStore';
import { planSave, restoreImportedTextOf } from './importedTextPersistence';
import { watchOtherTabs } from './otherTabs';
import { savePersistedConfig } from './persistence';
import { provideSaveBeforeReload } from './saveBeforeReload';
import { useUiStore } from './uiStore';

/** Quiet time after the last change before saving: no save runs between keystrokes. */
const SAVE_DELAY_MS = 400;
/** The longest an idle save may wait for the browser to become idle. */
const IDLE_TIMEOUT_MS = 1000;

const clock = (at: number) =>
  new Date(at).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

/**
 * Saves the configuration after each burst of changes, at an idle moment (serialising a
 * configuration with a 200 KB memory takes a few milliseconds, which must not land between
 * keystrokes), and at once when the page is hidden or closed. Saving is held (never
 * overwriting) while saved data could not be backed up or another tab's change awaits a choice.
 */
export function startPersistingConfig(): () => void {
  // The saved configuration is read here, at the app's start, not when a module is imported.
  const initialLoad = useConfigStore.hydrate();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let cancelIdle: (() => void) | null = null;
  let failing = false;
  let held = initialLoad.holdSaves;
  /** The text last written or read by this tab. */
  let lastRaw = initialLoad.raw;
  let lastSavedAt: number | null = null;
  const loadedAt = Date.now();
  const notices = useUiStore.getState();

  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    cancelIdle?.();
    cancelIdle = null;
  };

  /** `urgent`: the page is closing, nothing may wait (an unstored imported text goes inline). */
  const save = (urgent = false) => {
    cancel();
    if (held) return;
    const config = useConfigStore.getState().config;
    const plan = planSave(config, urgent, () => schedule());
    if (plan === 'wait') return;
    const outcome = savePersistedConfig(plan.config, plan.extras);
    if (outcome.ok) {
      lastRaw = outcome.raw;
      noteSavedConfig(config, outcome.raw);
      lastSavedAt = Date.now();
      if (failing)
        notices.pushNotice('success', 'Your configuration is saved again.', { key: 'save' });
      failing = false;
      return;
    }
    if (failing) return;
    failing = true;
    const since = lastSavedAt ?? loadedAt;
    notices.pushNotice(
      'warning',
      `Your changes since ${clock(since)} were not saved in this browser: ${outcome.reason}. They stay open in this tab; use Share or Export to keep a copy.`,
      { key: 'save' },
    );
  };

  const schedule = () => {
    cancel();
    timer = setTimeout(() => {
      timer = null;
      cancelIdle = whenIdle(() => save(), IDLE_TIMEOUT_MS);
    }, SAVE_DELAY_MS);
  };

  initialLoad.notices.forEach((notice) => {
    const { download } = notice;
    const actions = download
      ? [
          {
            label: 'Download the saved data',
            keepOpen: held,
            run: () => downloadText('promptscope-saved-data.json', download, 'application/json'),
          },
        ]
      : [];
    if (held) {
      actions.push({
        label: 'Overwrite it with my changes',
        keepOpen: false,
        run: () => {
          held = false;
          save();
        },
      });
    }
    notices.pushNotice(notice.tone, notice.text, { actions, sticky: held });
  });

  const stopWatching = watchOtherTabs({
    lastKnownRaw: () => lastRaw,
    hold: () => {
      cancel();
      held = true;
    },
    load: (raw) => {
      lastRaw = raw;
      held = false;
      useConfigStore.getState().replace(readVersionedState(raw).state);
      cancel(); // What was just loaded is what is saved: no echo write.
      restoreImportedTextOf(raw, useConfigStore.getState().config);
      noteSavedConfig(useConfigStore.getState().config, raw);
    },
    keepMine: () => {
      held = false;
      save();
    },
  });

  // The imported text is read back from IndexedDB after the page has loaded.
  restoreImportedTextOf(initialLoad.raw, useConfigStore.getState().config);
  if (!held) noteSavedConfig(useConfigStore.getState().config, initialLoad.raw);

  const unsubscribe = subscribeConfigChanges(schedule);
  const saveNow = () => save(true);
  const withdraw = provideSaveBeforeReload(() => {
    save(true);
    return !held && !failing;
  });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') save(true);
  };
  window.addEventListener('pagehide', saveNow);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    unsubscribe();
    withdraw();
    stopWatching();
    cancel();
    window.removeEventListener('pagehide', saveNow);
    document.removeEventListener('visibilitychange', onHidden);
  };
}
