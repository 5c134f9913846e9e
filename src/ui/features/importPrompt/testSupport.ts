/** Test helpers for the import feature's component tests (jsdom has no modal dialogs). */
import { useConfigStore } from '../../store/configStore';

export { polyfillDialog } from '../../testing/dialog';

/** The import in the store right now. */
export function importedInStore() {
  return useConfigStore.getState().config.importedPrompt;
}
