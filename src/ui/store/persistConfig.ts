import { useConfigStore } from './configStore';
import { savePersistedConfig } from './persistence';
import { useUiStore } from './uiStore';

/** Quiet time after the last change before saving: no save runs between keystrokes. */
const SAVE_DELAY_MS = 400;
/** The longest an idle save may wait for the browser to become idle. */
const IDLE_TIMEOUT_MS = 1000;

type Cancel = () => void;

/** Runs `work` once the browser is idle (at most `IDLE_TIMEOUT_MS` later), or soon without idle callbacks. */
function whenIdle(work: () => void): Cancel {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 0);
  return () => window.clearTimeout(handle);
}

/**
 * Saves the configuration after each burst of changes, at an idle moment (serialising a
 * configuration with a 200 KB memory takes a few milliseconds, which must not land between
 * keystrokes), and at once when the page is hidden or closed.
 */
export function startPersistingConfig(): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let cancelIdle: Cancel | null = null;
  let warned = false;

  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    cancelIdle?.();
    cancelIdle = null;
  };

  const save = () => {
    cancel();
    const error = savePersistedConfig(useConfigStore.getState().config);
    if (error && !warned) {
      warned = true;
      useUiStore
        .getState()
        .pushNotice(
          'warning',
          `Your configuration could not be saved in this browser (${error}). It stays open here; use Share or Export to keep a copy.`,
        );
    }
  };

  const unsubscribe = useConfigStore.subscribe((state, previous) => {
    if (state.config === previous.config) return;
    cancel();
    timer = setTimeout(() => {
      timer = null;
      cancelIdle = whenIdle(save);
    }, SAVE_DELAY_MS);
  });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') save();
  };
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    unsubscribe();
    cancel();
    window.removeEventListener('pagehide', save);
    document.removeEventListener('visibilitychange', onHidden);
  };
}
