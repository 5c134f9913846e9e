import {
  describeBytes,
  findOversizedTexts,
  MAX_STATE_TEXT_LENGTH,
  MAX_STORED_TEXT_CHARS,
  readVersionedState,
  serialiseVersionedState,
  type PlaygroundState,
  type VersionedRead,
} from '../../core';
import { keepBackup } from './backups';

export const CONFIG_STORAGE_KEY = 'promptscope:config';

/** What loading found, for the shell to tell the user once. */
export interface LoadNotice {
  tone: 'warning' | 'error';
  text: string;
  /** The saved text as found, offered as a download (unreadable or newer data). */
  download?: string;
}

export interface LoadResult {
  config: PlaygroundState;
  notices: LoadNotice[];
  /** The raw text read (null when none): saving compares against it to spot other tabs. */
  raw: string | null;
  /**
   * True when unreadable data could not be backed up: it is left in place and saving waits
   * until the user has downloaded it or chosen to overwrite it.
   */
  holdSaves: boolean;
}

function describeRepairs(count: number): string {
  return count === 1 ? '1 setting was' : `${count} settings were`;
}

function explain(read: VersionedRead): string {
  switch (read.status) {
    case 'newer':
      return `Your saved configuration was written by a newer Promptscope (schema ${read.version ?? '?'}), so the defaults are shown.`;
    case 'unreadable':
      return 'Your saved configuration could not be read (it is damaged), so the defaults are shown.';
    default: {
      const [only] = read.repairs;
      if (read.repairs.length === 1 && only?.path === 'gemini.cliVersion') {
        return `Your saved configuration was loaded, but ${only.problem}.`;
      }
      const named = read.repairs
        .slice(0, 3)
        .map((r) => r.path || 'the whole configuration')
        .join(', ');
      const more = read.repairs.length > 3 ? ', …' : '';
      return `Your saved configuration was partly damaged: ${describeRepairs(read.repairs.length)} not kept (${named}${more}). Everything else was loaded.`;
    }
  }
}

/**
 * Reads the saved configuration with {@link readVersionedState}. Data that cannot be read
 * whole is never destroyed: a copy goes to the bounded backups first, and when even that is
 * impossible the original stays in place and saving is held.
 */
export function loadPersistedConfig(): LoadResult {
  let raw: string | null;
  try {
    raw = localStorage.getItem(CONFIG_STORAGE_KEY);
  } catch {
    return { config: readVersionedState(null).state, notices: [], raw: null, holdSaves: false };
  }
  const read = readVersionedState(raw);
  if (!read.needsBackup || raw === null) {
    return { config: read.state, notices: [], raw, holdSaves: false };
  }
  const backedUp = keepBackup(raw, read.status);
  const text = backedUp
    ? `${explain(read)} A copy of the saved data as it was is kept in this browser; download it to keep it elsewhere.`
    : `${explain(read)} There is no room to keep a copy, so the saved data is left untouched and your changes are not saved until you download it or choose to overwrite it.`;
  return {
    config: read.state,
    notices: [{ tone: 'warning', text, download: raw }],
    raw,
    holdSaves: !backedUp,
  };
}

/** A configuration holding more text than this is never saved in local storage (core decides). */
export const STORAGE_MAX_CHARS = MAX_STORED_TEXT_CHARS;

/** The characters of every string in `value` (a lower bound of its JSON length), cheaply. */
export function textChars(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (value === null || typeof value !== 'object') return 0;
  let chars = 0;
  for (const item of Array.isArray(value) ? value : Object.values(value)) chars += textChars(item);
  return chars;
}

/** The outcome of a save: the text written, or why nothing was written. */
export type SaveOutcome = { ok: true; raw: string } | { ok: false; reason: string };

/**
 * Writes the configuration. A configuration too large for any browser's storage (a 10 MB
 * imported history, say) is refused before spending a long task on serialising it, and a text
 * over the state rules' limit (which the next load would drop) is named instead of saved.
 */
export function savePersistedConfig(
  config: PlaygroundState,
  /** Envelope fields beside the state (e.g. where the imported text is stored). */
  extras: Readonly<Record<string, unknown>> = {},
): SaveOutcome {
  const chars = textChars(config);
  if (chars > STORAGE_MAX_CHARS) {
    return {
      ok: false,
      reason: `it holds ${describeBytes(chars)} of text, more than browsers keep for a site`,
    };
  }
  const oversized = findOversizedTexts(config);
  if (oversized.length > 0) {
    const named = oversized.map((t) => `${t.path} (${t.length.toLocaleString('en')})`).join(', ');
    return {
      ok: false,
      reason: `${named} exceeds ${MAX_STATE_TEXT_LENGTH.toLocaleString('en')} characters`,
    };
  }
  const raw = serialiseVersionedState(config, extras);
  try {
    localStorage.setItem(CONFIG_STORAGE_KEY, raw);
    return { ok: true, raw };
  } catch (error) {
    const quota = error instanceof DOMException && /quota/i.test(`${error.name} ${error.message}`);
    return {
      ok: false,
      reason: quota
        ? `the browser's storage for this site is full (${describeBytes(raw.length)} needed)`
        : 'the browser refused to store it',
    };
  }
}
