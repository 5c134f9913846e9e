/**
 * The app's saved configuration file (`*.promptscope.json`): written by the Export menu, opened
 * by the page and rendered by `npm run render` (src/cli), so all three read it the same way.
 */
import { describeBytes, describeChars } from '../sizeWords';
import type { PlaygroundState } from './playgroundState';
import { PLAYGROUND_STATE_VERSION } from './migrations';
import { readVersionedState } from './readVersionedState';
import type { StateRepair } from './restore';
import { MAX_CONFIG_FILE_CHARS } from './sizeLimits';

/** Extension of saved configuration files. */
export const CONFIG_FILE_EXTENSION = '.promptscope.json';
/** Download name of a saved configuration. */
export const CONFIG_FILE_NAME = `configuration${CONFIG_FILE_EXTENSION}`;
/** Marks a JSON file as a Promptscope configuration. */
export const CONFIG_FILE_KIND = 'promptscope-configuration';

/** A configuration read from a file: always a usable state, or an error saying why not. */
export type ConfigFileResult =
  | { state: PlaygroundState; repairs: StateRepair[]; error: null }
  | { state: null; repairs: []; error: string };

/** The file text of a configuration: `{ kind, version, state }` as indented JSON. */
export function buildConfigFile(state: PlaygroundState): string {
  return `${JSON.stringify({ kind: CONFIG_FILE_KIND, version: PLAYGROUND_STATE_VERSION, state }, null, 2)}\n`;
}

/**
 * Why a configuration file of `size` characters (or bytes) is too large to open, or null. The
 * limit is core's {@link MAX_CONFIG_FILE_CHARS}, derived from what the app keeps; saving
 * checks the same, so every file the app writes opens again.
 */
export function configFileSizeProblem(
  size: number,
  unit: 'characters' | 'bytes' = 'characters',
): string | null {
  if (size <= MAX_CONFIG_FILE_CHARS) return null;
  const shown = unit === 'bytes' ? describeBytes(size) : `${describeChars(size)} long`;
  return `The file is ${shown}; Promptscope opens configuration files of up to ${describeChars(MAX_CONFIG_FILE_CHARS)}.`;
}

function failure(error: string): ConfigFileResult {
  return { state: null, repairs: [], error };
}

/**
 * Reads a `.promptscope.json` file through the same migration and repair as share links.
 * Never throws: text that is not JSON, not a configuration, from a newer version or too
 * large gives an `error`; damaged fields are reset and listed in `repairs`.
 */
export function readConfigFile(text: string): ConfigFileResult {
  const tooLarge = configFileSizeProblem(text.length);
  if (tooLarge) return failure(tooLarge);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return failure('The file is not JSON, so it is not a Promptscope configuration.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return failure('The file holds JSON, but not a Promptscope configuration.');
  }
  const file = parsed as Record<string, unknown>;
  if (file['kind'] !== CONFIG_FILE_KIND || !Object.hasOwn(file, 'state')) {
    return failure('The file holds JSON, but not a Promptscope configuration.');
  }
  const read = readVersionedState({ version: file['version'], state: file['state'] });
  if (read.status === 'unreadable') return failure('The file has no valid schema version.');
  if (read.status === 'newer') {
    return failure(
      `The file was saved by a newer Promptscope (schema v${read.version ?? '?'}); this one reads up to v${PLAYGROUND_STATE_VERSION}.`,
    );
  }
  return { state: read.state, repairs: read.repairs, error: null };
}
