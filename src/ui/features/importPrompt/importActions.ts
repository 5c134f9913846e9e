/** Store actions of the import: every change is one undoable configuration change. */
import { isSplitKnown, type ImportCheck, type PlaygroundImportedPrompt } from '../../../core';
import { prepareImportedText } from '../../../workers/importedPrompt/client';
import { nextTask } from '../../lib/nextTask';
import { useConfigStore } from '../../store/configStore';

const EMPTY: PlaygroundImportedPrompt = {
  text: '',
  fileName: '',
  active: false,
  disabledSpans: [],
};

function updateImport(recipe: (current: PlaygroundImportedPrompt) => PlaygroundImportedPrompt) {
  useConfigStore.getState().update((config) => ({
    ...config,
    importedPrompt: recipe(config.importedPrompt ?? EMPTY),
  }));
}

/**
 * Replaces any earlier import with `text` and shows it (all parts on). A text not prepared
 * yet is split and hashed in the import worker first (see `prepareImportedText`), so the
 * store update that follows, and everything it renders and counts, does not pay for it.
 * Resolves to the reason when the text cannot be imported (nothing changes then).
 */
export async function importPromptText(text: string, fileName: string): Promise<string | null> {
  if (!isSplitKnown(text)) {
    const prepared = await prepareImportedText(text, fileName);
    if (!prepared.ok) return prepared.reason;
  }
  await nextTask();
  updateImport(() => ({ text, fileName, active: true, disabledSpans: [] }));
  return null;
}

/** Shows the imported prompt (`true`) or the modeled one; the import is kept either way. */
export function showImportedPrompt(active: boolean): void {
  updateImport((current) => (current.active === active ? current : { ...current, active }));
}

/** Switches one imported part on or off. */
export function setImportedSpanEnabled(id: string, enabled: boolean): void {
  updateImport((current) => {
    const others = current.disabledSpans.filter((span) => span !== id);
    return { ...current, disabledSpans: enabled ? others : [...others, id] };
  });
}

/** Forgets the import (undo brings it back). */
export function removeImportedPrompt(): void {
  updateImport(() => EMPTY);
}

/**
 * Reads a chosen or dropped file as an importable prompt, or says why it cannot be. Reading,
 * decoding, checking and splitting run in the import worker.
 */
export function readPromptFile(file: File): Promise<ImportCheck> {
  return prepareImportedText(file, file.name);
}
