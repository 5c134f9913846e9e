import { useConfigStore } from './configStore';
import { savePersistedConfig } from './persistence';
import { useUiStore } from './uiStore';

const SAVE_DELAY_MS = 150;

/** Saves the configuration shortly after each change, and at once when the page is hidden. */
export function startPersistingConfig(): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let warned = false;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
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
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, SAVE_DELAY_MS);
  });
  window.addEventListener('pagehide', flush);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', flush);
  };
}
