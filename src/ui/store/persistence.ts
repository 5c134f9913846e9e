import {
  createDefaultPlaygroundState,
  migratePlaygroundState,
  PLAYGROUND_STATE_VERSION,
  restorePlaygroundState,
  type PlaygroundState,
} from '../../core';

export const CONFIG_STORAGE_KEY = 'promptscope:config';

export interface LoadResult {
  config: PlaygroundState;
  notices: string[];
}

function describeRepairs(count: number): string {
  return count === 1 ? '1 setting was' : `${count} settings were`;
}

/**
 * Reads the saved configuration. A missing value gives the defaults; a corrupted or foreign
 * value is repaired field by field (never a blank page), with a notice saying what happened.
 */
export function loadPersistedConfig(): LoadResult {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(CONFIG_STORAGE_KEY);
  } catch {
    return { config: createDefaultPlaygroundState(), notices: [] };
  }
  if (raw === null) return { config: createDefaultPlaygroundState(), notices: [] };

  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {
      config: createDefaultPlaygroundState(),
      notices: [
        'Your saved configuration could not be read (it is not valid JSON), so Promptscope started from the defaults.',
      ],
    };
  }
  const envelope = parsed as { version?: unknown; state?: unknown } | null;
  const hasEnvelope =
    envelope !== null && typeof envelope === 'object' && typeof envelope.version === 'number';
  const version = hasEnvelope ? (envelope.version as number) : 0;
  if (version > PLAYGROUND_STATE_VERSION) {
    return {
      config: createDefaultPlaygroundState(),
      notices: [
        `Your saved configuration was written by a newer Promptscope (schema ${version}); it was left untouched in storage and the defaults are shown.`,
      ],
    };
  }
  const migrated = migratePlaygroundState(hasEnvelope ? envelope.state : parsed, version);
  const { state, repairs } = restorePlaygroundState(migrated);
  const notices =
    repairs.length > 0
      ? [
          `Your saved configuration was partly damaged: ${describeRepairs(repairs.length)} reset to defaults (${repairs
            .slice(0, 3)
            .map((r) => r.path)
            .join(', ')}${repairs.length > 3 ? ', …' : ''}). Everything else was kept.`,
        ]
      : [];
  return { config: state, notices };
}

/**
 * Browsers keep about 5 MB (Firefox, Safari) to 10 MB (Chromium, counted in UTF-16 bytes) of
 * local storage per site: a configuration holding more text than this is never saved.
 */
export const STORAGE_MAX_CHARS = 5 * 1024 * 1024;

/** The characters of every string in `value` (a lower bound of its JSON length), cheaply. */
export function textChars(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (value === null || typeof value !== 'object') return 0;
  let chars = 0;
  for (const item of Array.isArray(value) ? value : Object.values(value)) chars += textChars(item);
  return chars;
}

/**
 * Writes the configuration; returns an error message when storage refuses it. A configuration
 * too large for any browser's storage (a 10 MB imported history, say) is refused before
 * spending a long task on serialising it.
 */
export function savePersistedConfig(config: PlaygroundState): string | null {
  const chars = textChars(config);
  if (chars > STORAGE_MAX_CHARS) {
    return `it holds ${(chars / 1_000_000).toFixed(1)} MB of text, more than browsers keep for a site`;
  }
  try {
    localStorage.setItem(
      CONFIG_STORAGE_KEY,
      JSON.stringify({ version: PLAYGROUND_STATE_VERSION, state: config }),
    );
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
