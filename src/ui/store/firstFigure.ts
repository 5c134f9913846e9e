/**
 * The record behind the static shell's first figure (the first-figure script in index.html):
 * the meter's total for the saved configuration, keyed by this build and by the saved text
 * (its length and hash), so that a return visit shows the figure before the app has loaded.
 *
 * It is written only when the meter shows a current, settled total for the very configuration
 * object that was last saved or read, and never while an imported text is still being read
 * back (the figure would be for the prompt without it). The shell compares the record with what
 * is saved when the page opens; any difference, and it shows nothing.
 */
import { useImportedTextRestore } from './importedTextPersistence';

export const FIRST_FIGURE_KEY = 'promptscope:first-figure';
/** The data block the build fills with its id (scripts/build/staticShell.ts). */
const BUILD_ELEMENT_ID = 'promptscope-build';

/** A figure as the meter's primary card shows it. */
export interface ShownFigure {
  total: number;
  encoding: string;
  name: string;
  badge: 'exact' | 'estimate';
}

/**
 * Two 32-bit hashes (FNV-1a and djb2) of the UTF-16 code units, in base 36: the same function
 * as the first-figure script in index.html, which cannot import it.
 */
export function shellTextHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 5381;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = (Math.imul(b, 33) + c) >>> 0;
  }
  return `${a.toString(36)}.${b.toString(36)}`;
}

let saved: { config: object; raw: string } | null = null;
let shown: { config: object; figure: ShownFigure } | null = null;
let hashed: { raw: string; hash: string } | null = null;
let written: string | null = null;

/** This build's id, or null (the dev server and unit tests have none: nothing is written). */
function buildId(): string | null {
  try {
    const text = document.getElementById(BUILD_ELEMENT_ID)?.textContent ?? '';
    const id = (JSON.parse(text || '{}') as { id?: unknown }).id;
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}

function write(): void {
  if (!saved || !shown || saved.config !== shown.config) return;
  if (useImportedTextRestore.getState() !== null) return;
  const build = buildId();
  if (!build) return;
  if (hashed?.raw !== saved.raw) hashed = { raw: saved.raw, hash: shellTextHash(saved.raw) };
  const record = JSON.stringify({
    v: 1,
    build,
    length: saved.raw.length,
    hash: hashed.hash,
    ...shown.figure,
  });
  if (record === written) return;
  try {
    localStorage.setItem(FIRST_FIGURE_KEY, record);
    written = record;
  } catch {
    // Storage refused: the shell shows no figure next time, nothing else is lost.
  }
}

/** `config` is what `raw` holds in storage now (just saved, or read); null raw: nothing saved. */
export function noteSavedConfig(config: object, raw: string | null): void {
  saved = raw === null ? null : { config, raw };
  write();
}

/** The meter shows `figure`, settled and current, for `config`. */
export function noteShownFigure(config: object, figure: ShownFigure): void {
  shown = { config, figure };
  write();
}

/** Forgets what was noted (tests). */
export function resetFirstFigure(): void {
  saved = shown = hashed = null;
  written = null;
}
