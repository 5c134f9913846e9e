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

/** Writes the configuration; returns an error message when storage refuses it. */
export function savePersistedConfig(config: PlaygroundState): string | null {
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
