/** Whether a pasted or chosen text can be imported as a system prompt, with a reason if not. */
import { MAX_STATE_TEXT_LENGTH } from '../state/stateRules';

/** The longest prompt accepted, in UTF-16 units: the longest text the state keeps. */
export const MAX_IMPORTED_PROMPT_CHARS = MAX_STATE_TEXT_LENGTH;

/** Files above this many bytes are refused before they are read (4 bytes per character at most). */
export const MAX_IMPORTED_PROMPT_BYTES = MAX_IMPORTED_PROMPT_CHARS * 4;

/** `ok` with the text, or the reason the text is refused (to show as is). */
export type ImportCheck = { ok: true; text: string } | { ok: false; reason: string };

/** The binary check's window: any stretch this long with too many odd characters refuses. */
const WINDOW = 64 * 1024;

/** Control characters other than tab, line feed, form feed and carriage return. */
function isBinaryControl(code: number): boolean {
  return (code < 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13) || code === 127;
}

/** The 1-based line of `index` in `text`. */
function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/**
 * Why `text` is not a text prompt, or null: a NUL character anywhere, or a window of
 * {@link WINDOW} characters (or the whole, if shorter) with more than 1% other control
 * characters or more than 1% U+FFFD (bytes that were not UTF-8). The whole text is read, so
 * binary data after a text beginning is found too.
 */
function binaryProblem(text: string, source: string): string | null {
  const nul = text.indexOf('\u0000');
  if (nul !== -1) {
    return `${source} looks binary (it holds a NUL byte, on line ${lineAt(text, nul).toLocaleString('en-US')}), not a text prompt.`;
  }
  for (let start = 0; start < text.length; start += WINDOW) {
    const end = Math.min(text.length, start + WINDOW);
    // The last window reaches back a whole window, so a short tail is not judged alone.
    const from = Math.max(0, Math.min(start, end - WINDOW));
    let controls = 0;
    let replaced = 0;
    for (let i = from; i < end; i++) {
      const code = text.charCodeAt(i);
      if (isBinaryControl(code)) controls += 1;
      else if (code === 0xfffd) replaced += 1;
    }
    const where = () => `from line ${lineAt(text, from).toLocaleString('en-US')}`;
    if (controls > (end - from) / 100) {
      return `${source} looks binary (control characters ${where()}), not a text prompt.`;
    }
    if (replaced > (end - from) / 100) {
      return `${source} is not UTF-8 text, as the Gemini CLI writes system.md (characters that could not be read ${where()}).`;
    }
  }
  return null;
}

/**
 * Refuses an empty text, one longer than {@link MAX_IMPORTED_PROMPT_CHARS}, and binary data
 * anywhere in it (see {@link binaryProblem}). A leading byte-order mark is dropped.
 */
export function checkImportedPromptText(raw: string, source: string): ImportCheck {
  const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
  if (text.trim() === '') {
    return { ok: false, reason: `${source} is empty: there is no prompt to import.` };
  }
  if (text.length > MAX_IMPORTED_PROMPT_CHARS) {
    const size = text.length.toLocaleString('en-US');
    const max = MAX_IMPORTED_PROMPT_CHARS.toLocaleString('en-US');
    return {
      ok: false,
      reason: `${source} has ${size} characters; Promptscope imports prompts of up to ${max}.`,
    };
  }
  const binary = binaryProblem(text, source);
  return binary ? { ok: false, reason: binary } : { ok: true, text };
}

/** The reason a file of `bytes` bytes is refused before reading it, or null. */
export function checkImportedFileSize(bytes: number, name: string): string | null {
  if (bytes === 0) return `${name} is empty: there is no prompt to import.`;
  if (bytes > MAX_IMPORTED_PROMPT_BYTES) {
    const mb = (bytes / 1024 / 1024).toFixed(1);
    return `${name} is ${mb} MB; Promptscope imports prompts of up to ${(MAX_IMPORTED_PROMPT_CHARS / 1_000_000).toFixed(0)} million characters.`;
  }
  return null;
}
