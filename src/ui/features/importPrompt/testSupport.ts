/** Test helpers for the import feature's component tests (jsdom has no modal dialogs). */
import { createDefaultPlaygroundState } from '../../../core';
import { useConfigStore } from '../../store/configStore';

/** jsdom lacks `showModal`/`close`: minimal stand-ins that set `open`. */
export function polyfillDialog(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  proto.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
}

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
