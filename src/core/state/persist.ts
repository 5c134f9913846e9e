/** Restoring persisted or imported playground state against the real defaults and rules. */
import { PLAYGROUND_CLI_VERSIONS } from './cliVersion';
import { defaultPlaygroundTemplate } from './defaults';
import { migratePlaygroundState } from './migrations';
import type { PlaygroundState } from './playgroundState';
import { restoreState } from './restore';
import type { RestoreResult } from './restore';
import { PLAYGROUND_STATE_RULES } from './stateRules';
import { isPlainObject } from './values';

/**
 * Restores an untrusted value (local storage, a `.promptscope.json` file, a decoded link)
 * into a valid {@link PlaygroundState}, listing every repair. Missing fields take their
 * default silently. Never throws.
 */
export function restorePlaygroundState(raw: unknown): RestoreResult<PlaygroundState> {
  return restoreState<PlaygroundState>(raw, defaultPlaygroundTemplate(), PLAYGROUND_STATE_RULES);
}

/** The path of the CLI version in a state, as repairs name it. */
const CLI_VERSION_PATH = 'gemini.cliVersion';

/**
 * A CLI version named as text that this build does not render (a release a newer build added,
 * one since dropped, a typo): restoring gives it the default, the newest release, and the
 * repair says so in those words rather than listing every version.
 */
function explainUnknownVersion(
  migrated: unknown,
  result: RestoreResult<PlaygroundState>,
): RestoreResult<PlaygroundState> {
  const gemini = isPlainObject(migrated) ? migrated['gemini'] : undefined;
  const named = isPlainObject(gemini) ? gemini['cliVersion'] : undefined;
  if (typeof named !== 'string' || (PLAYGROUND_CLI_VERSIONS as readonly string[]).includes(named))
    return result;
  const shown = result.state.gemini.cliVersion;
  const problem = `“${named.slice(0, 40)}” is not a CLI version this Promptscope has; it opens in ${shown}, the newest it has`;
  const repairs = result.repairs.map((repair) =>
    repair.path === CLI_VERSION_PATH ? { ...repair, problem } : repair,
  );
  return { ...result, repairs };
}

/**
 * Migrates a value written by schema `version`, then restores it (see the two steps). A CLI
 * version this build does not have opens as the newest release, with a repair saying so.
 */
export function loadPlaygroundState(raw: unknown, version: number): RestoreResult<PlaygroundState> {
  const migrated = migratePlaygroundState(raw, version);
  return explainUnknownVersion(migrated, restorePlaygroundState(migrated));
}
