/** Whether a pasted or chosen text can be imported as a system prompt, with a reason if not. */
import { MAX_STATE_TEXT_LENGTH } from '../state/stateRules';

/** The longest prompt accepted, in UTF-16 units: the longest text the state keeps. */
export const MAX_IMPORTED_PROMPT_CHARS = MAX_STATE_TEXT_LENGTH;

/** Files above this many bytes are refused before they are read (4 bytes per character at most). */
export const MAX_IMPORTED_PROMPT_BYTES = MAX_IMPORTED_PROMPT_CHARS * 4;

/** `ok` with the text, or the reason the text is refused (to show as is). */
export type ImportCheck = { ok: true; text: string } | { ok: false; reason: string };

const SAMPLE = 64 * 1024;

/** Control characters other than tab, line feed, form feed and carriage return. */
function isBinaryControl(code: number): boolean {
  return (code < 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13) || code === 127;
}

/**
 * Refuses an empty text, one longer than {@link MAX_IMPORTED_PROMPT_CHARS}, and binary data:
 * a NUL character, more than 1% other control characters or more than 1% U+FFFD (bytes that
 * were not UTF-8) in the first 64 KB. A leading byte-order mark is dropped.
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
  const sample = text.slice(0, SAMPLE);
  let controls = 0;
  let replaced = 0;
  for (let i = 0; i < sample.length; i++) {
    const code = sample.charCodeAt(i);
    if (code === 0) {
      return {
        ok: false,
        reason: `${source} looks binary (it holds NUL bytes), not a text prompt.`,
      };
    }
    if (isBinaryControl(code)) controls += 1;
    else if (code === 0xfffd) replaced += 1;
  }
  if (controls > sample.length / 100) {
    return { ok: false, reason: `${source} looks binary (control characters), not a text prompt.` };
  }
  if (replaced > sample.length / 100) {
    return {
      ok: false,
      reason: `${source} is not UTF-8 text, as the Gemini CLI writes system.md.`,
    };
  }
  return { ok: true, text };
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
