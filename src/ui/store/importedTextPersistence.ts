/**
 * The imported prompt's text is saved outside localStorage: in IndexedDB, written and read
 * by the imported-prompt worker. The saved configuration holds the import without its text
 * and names the stored copy in its envelope (`importedText`). Restoring reads the copy back
 * after the page has loaded; a failed or damaged read is reported and loses nothing else.
 */
import { create } from 'zustand';
import { describeChars, type PlaygroundImportedPrompt, type PlaygroundState } from '../../core';
import {
  loadStoredText,
  storedRefOf,
  storeImportedText,
  type StoredTextRef,
} from '../../workers/importedPrompt/client';
import { isStoredTextRef } from '../../workers/importedPrompt/protocol';
import { nextTask } from '../lib/nextTask';
import { useConfigStore, type Config } from './configStore';
import { useUiStore } from './uiStore';

/** The envelope field naming the stored copy of the imported text. */
export const IMPORTED_TEXT_FIELD = 'importedText';

/** The stored copy a saved configuration names, or null (none, or not well-formed). */
export function savedImportedTextRef(raw: string | null): StoredTextRef | null {
  if (raw === null || !raw.includes(`"${IMPORTED_TEXT_FIELD}"`)) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const ref = (parsed as Record<string, unknown> | null)?.[IMPORTED_TEXT_FIELD];
    return isStoredTextRef(ref) ? ref : null;
  } catch {
    return null;
  }
}

/** Where the imported text being read back stands (null: nothing to read back). */
export interface ImportedTextRestore {
  fileName: string;
  chars: number;
  state: 'loading' | 'failed';
  reason?: string;
}

export const useImportedTextRestore = create<ImportedTextRestore | null>()(() => null);

/** The import whose text is being (or could not be) read back, and where it is stored. */
let restoring: { slice: PlaygroundImportedPrompt; ref: StoredTextRef } | null = null;
/**
 * Texts being written (compared by `===`: a Set would hash a multi-megabyte text in full on
 * the main thread), and whether texts could not be (saved inline instead).
 */
let storing: string[] = [];
let storageRefused = false;

/** What a save writes: the configuration and the envelope's extra fields; or wait. */
export type SavePlan = { config: Config; extras: Record<string, unknown> } | 'wait';

/**
 * What to save for `config`: with the imported text stored in IndexedDB, the configuration
 * without it plus the envelope field naming the copy. A text not stored yet is written first
 * (`onStored` runs when it is, or when it could not be: then it is saved inline); an urgent
 * save (the page is closing) does not wait and saves it inline.
 */
export function planSave(config: Config, urgent: boolean, onStored: () => void): SavePlan {
  const imported = config.importedPrompt;
  if (restoring && imported === restoring.slice) {
    return { config, extras: { [IMPORTED_TEXT_FIELD]: restoring.ref } };
  }
  if (!imported || imported.text === '') return { config, extras: {} };
  const ref = storedRefOf(imported.text);
  if (ref) {
    const stripped = { ...config, importedPrompt: { ...imported, text: '' } };
    return { config: stripped, extras: { [IMPORTED_TEXT_FIELD]: ref } };
  }
  if (storageRefused || urgent) return { config, extras: {} };
  const text = imported.text;
  if (!storing.some((pending) => pending === text)) {
    storing.push(text);
    storeImportedText(text)
      .catch((error: unknown) => {
        storageRefused = true; // the text is saved inline, as before
        const reason = error instanceof Error ? error.message : String(error);
        useUiStore
          .getState()
          .pushNotice(
            'warning',
            `${importName(imported.fileName)} could not be kept in this browser's storage for imported prompts (${reason}), so it is saved with the rest of your configuration, which holds less.`,
            { key: 'imported-text-store' },
          );
      })
      .finally(() => {
        storing = storing.filter((pending) => pending !== text);
        onStored();
      });
  }
  return 'wait';
}

/** How notices name an import: a file by its name, a paste as such. */
const pasted = (fileName: string) => fileName === 'pasted text' || fileName === '';
const importName = (fileName: string) =>
  pasted(fileName) ? 'The pasted prompt' : `The imported prompt ${fileName}`;

function swapIn(slice: PlaygroundImportedPrompt, loaded: PlaygroundImportedPrompt) {
  return (config: PlaygroundState): PlaygroundState =>
    config.importedPrompt === slice ? { ...config, importedPrompt: loaded } : config;
}

/**
 * Reads the imported text named by `ref` back into the configuration `slice` belongs to
 * (no undo step: it is the same configuration, completed). On failure the configuration
 * stays as loaded, the copy stays named in what is saved, and a notice offers to try again
 * or to forget the import.
 */
export async function restoreImportedText(
  slice: PlaygroundImportedPrompt,
  ref: StoredTextRef,
): Promise<void> {
  restoring = { slice, ref };
  const status = { fileName: slice.fileName, chars: ref.chars };
  useImportedTextRestore.setState({ ...status, state: 'loading' }, true);
  const read = await loadStoredText(ref);
  // Receiving 2 MB from the worker was this task's work; the page shows it in the next one.
  await nextTask();
  if (restoring?.slice !== slice) return; // replaced meanwhile (another tab, a new import)
  if (read.ok) {
    restoring = null;
    useImportedTextRestore.setState(null, true);
    const swap = swapIn(slice, { ...slice, text: read.text });
    useConfigStore.setState((s) => ({
      config: swap(s.config),
      past: s.past.map(swap),
      future: s.future.map(swap),
    }));
    return;
  }
  useImportedTextRestore.setState({ ...status, state: 'failed', reason: read.reason }, true);
  useUiStore
    .getState()
    .pushNotice(
      'error',
      `${importName(slice.fileName)} (${describeChars(ref.chars)}) could not be read back from this browser's storage: ${read.reason}. The rest of your configuration is loaded; ${pasted(slice.fileName) ? 'paste it' : 'import the file'} again to bring the text back.`,
      {
        key: 'imported-text-restore',
        actions: [
          { label: 'Try again', run: () => void restoreImportedText(slice, ref) },
          { label: 'Forget the import', run: () => forgetUnreadImport(slice) },
        ],
      },
    );
}

function forgetUnreadImport(slice: PlaygroundImportedPrompt): void {
  if (restoring?.slice === slice) restoring = null;
  useImportedTextRestore.setState(null, true);
  useConfigStore.getState().update((config) =>
    config.importedPrompt === slice
      ? {
          ...config,
          importedPrompt: { text: '', fileName: '', active: false, disabledSpans: [] },
        }
      : config,
  );
}

/** Starts reading back the text `raw` names, when its configuration holds the import without it. */
export function restoreImportedTextOf(raw: string | null, config: Config): void {
  const ref = savedImportedTextRef(raw);
  const slice = config.importedPrompt;
  if (ref && slice && slice.text === '' && slice.fileName !== '') {
    void restoreImportedText(slice, ref);
  } else if (restoring) {
    restoring = null;
    useImportedTextRestore.setState(null, true);
  }
}
