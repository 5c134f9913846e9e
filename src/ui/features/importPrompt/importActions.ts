/** Store actions of the import: every change is one undoable configuration change. */
import {
  checkImportedFileSize,
  checkImportedPromptText,
  splitImportedText,
  type ImportCheck,
  type PlaygroundImportedPrompt,
} from '../../../core';
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

/** Lets the browser paint and handle input before the next step of a long import. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Replaces any earlier import with `text` and shows it (all parts on). The text is split in
 * a task of its own first (the split is remembered), so the store update that follows, and
 * everything it renders and counts, does not also pay for it.
 */
export async function importPromptText(text: string, fileName: string): Promise<void> {
  splitImportedText(text);
  await nextTask();
  updateImport(() => ({ text, fileName, active: true, disabledSpans: [] }));
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

/** Reads a chosen or dropped file as an importable prompt, or says why it cannot be. */
export async function readPromptFile(file: File): Promise<ImportCheck> {
  const tooBig = checkImportedFileSize(file.size, file.name);
  if (tooBig) return { ok: false, reason: tooBig };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, reason: `${file.name} could not be read.` };
  }
  await nextTask();
  return checkImportedPromptText(text, file.name);
}
