/**
 * How much a configuration may hold where it is kept, and so how large its file may be: the
 * one place these sizes are decided. The file limit is derived from what the app keeps, so
 * every configuration the app keeps can be saved to a file and opened again.
 */
import { MAX_STATE_TEXT_LENGTH } from './stateRules';

/**
 * Text a configuration may hold in local storage: browsers keep about 5 MB (Firefox, Safari)
 * to 10 MB (Chromium, counted in UTF-16 bytes) per site. The imported prompt is kept apart
 * (in IndexedDB) and is not counted here.
 */
export const MAX_STORED_TEXT_CHARS = 5 * 1024 * 1024;

/** Text of the largest configuration the app keeps: local storage's share and the imported prompt. */
export const MAX_KEPT_CONFIG_TEXT_CHARS = MAX_STORED_TEXT_CHARS + MAX_STATE_TEXT_LENGTH;

/** JSON writes one character of text as at most six (`\u001f`), and as at most six UTF-8 bytes. */
const JSON_CHARS_PER_TEXT_CHAR = 6;
/** Room for everything in a file that is not text: names, numbers, lists, indentation. */
const FILE_STRUCTURE_CHARS = 1_000_000;

/**
 * The largest configuration file opened, in characters (and in bytes: no character of text
 * takes more than {@link JSON_CHARS_PER_TEXT_CHAR} bytes either). A file is never saved above
 * it, so what the app saves, it opens.
 */
export const MAX_CONFIG_FILE_CHARS =
  MAX_KEPT_CONFIG_TEXT_CHARS * JSON_CHARS_PER_TEXT_CHAR + FILE_STRUCTURE_CHARS;
