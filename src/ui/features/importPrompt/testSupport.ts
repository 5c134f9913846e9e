/** Test helpers for the import feature's component tests (jsdom has no modal dialogs). */
import { createDefaultPlaygroundState } from '../../../core';
import { useConfigStore } from '../../store/configStore';

export { polyfillDialog } from '../../testing/dialog';

/** A fresh default configuration with no undo history. */
export function resetConfigStore(): void {
  useConfigStore.setState({
    config: createDefaultPlaygroundState(),
    past: [],
    future: [],
    lastChange: null,
  });
}

/** The import in the store right now. */
export function importedInStore() {
  return useConfigStore.getState().config.importedPrompt;
}
