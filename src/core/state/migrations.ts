/**
 * Schema versions of the persisted and shared playground state, and the migrations that
 * lift older layouts to the current one. A share link's payload is a partial state, so links
 * and local storage share this one history.
 */
import { DEFAULT_GEMINI_MODEL_AUTO } from '../models';
import { DEFAULT_REGISTERED_TOOLS } from '../prompt/defaults';
import { SEATBELT_SANDBOX_VALUE } from '../prompt/provider';
import { isSectionKey } from '../prompt/sectionKeys';
import { isPlainObject } from './values';

/** The schema version this build writes. */
export const PLAYGROUND_STATE_VERSION = 3;

/** The env values the v0 `sandbox` choice stood for (`sandbox-exec` selects Seatbelt). */
const V0_SANDBOX_ENV: Readonly<Record<string, string | null>> = {
  none: null,
  generic: 'docker',
  seatbelt: SEATBELT_SANDBOX_VALUE,
};

/**
 * v0 (the experimental layout) kept section toggles as `gemini.disabledSections`
 * (section keys) and the sandbox as `gemini.sandbox: 'none' | 'generic' | 'seatbelt'`;
 * v1 holds both as raw env values (`GEMINI_PROMPT_<KEY>: '0'`, `SANDBOX`). Values that do
 * not fit the v0 layout are left in place so that restoring reports them.
 */
function migrateV0ToV1(raw: unknown): unknown {
  if (!isPlainObject(raw) || !isPlainObject(raw['gemini'])) return raw;
  const gemini: Record<string, unknown> = { ...raw['gemini'] };
  const env: Record<string, unknown> = isPlainObject(gemini['env']) ? { ...gemini['env'] } : {};
  let changed = false;
  const disabled = gemini['disabledSections'];
  if (
    Array.isArray(disabled) &&
    disabled.every((key) => typeof key === 'string' && isSectionKey(key.toUpperCase(), '2026-02'))
  ) {
    for (const key of disabled as string[]) env[`GEMINI_PROMPT_${key.toUpperCase()}`] = '0';
    delete gemini['disabledSections'];
    changed = true;
  }
  const sandbox = gemini['sandbox'];
  if (typeof sandbox === 'string' && Object.hasOwn(V0_SANDBOX_ENV, sandbox)) {
    const value = V0_SANDBOX_ENV[sandbox];
    if (value) env['SANDBOX'] = value;
    delete gemini['sandbox'];
    changed = true;
  }
  if (!changed) return raw;
  return { ...raw, gemini: { ...gemini, env } };
}

/**
 * The v1 defaults that v2 changed. A v1 link stores only what differs from the v1 defaults,
 * so a field it leaves out meant the v1 default and must not turn into the v2 one.
 */
const V1_GEMINI_DEFAULTS: Readonly<Record<string, unknown>> = {
  cliVersion: '2026-02',
  model: DEFAULT_GEMINI_MODEL_AUTO,
  tools: DEFAULT_REGISTERED_TOOLS,
};

/**
 * v1 had no CLI version: everything it holds is a 2026-02 configuration. v2 names the version
 * (`gemini.cliVersion`) and its defaults are the current CLI's (`auto`), so the v1 defaults
 * are written into the value wherever it leaves them out. A `gemini` that is not an object is
 * left in place so that restoring reports it.
 */
function migrateV1ToV2(raw: unknown): unknown {
  if (!isPlainObject(raw)) return raw;
  const gemini = raw['gemini'];
  if (gemini !== undefined && !isPlainObject(gemini)) return raw;
  const next: Record<string, unknown> = { ...(gemini ?? {}) };
  for (const [key, value] of Object.entries(V1_GEMINI_DEFAULTS)) {
    if (next[key] === undefined) next[key] = Array.isArray(value) ? [...value] : value;
  }
  return { ...raw, gemini: next };
}

/**
 * Schema v2 modelled one current CLI, named `'v0.61'` (v0.56–0.61, rendered with 0.61.0's
 * text); v3 names each published release by its version.
 */
const V2_CURRENT_CLI_NAME = 'v0.61';
/** The release a v2 `'v0.61'` configuration showed. */
export const V2_CURRENT_CLI_RELEASE = '0.61.0';

/**
 * The v3 name of a CLI version written by schema v2 or earlier: `'v0.61'` is release
 * `'0.61.0'`; anything else is returned as it is (restoring reports what it does not know).
 * For formats that carry a version outside the state (a comparison link's side).
 */
export function cliVersionFromV2(name: unknown): unknown {
  return name === V2_CURRENT_CLI_NAME ? V2_CURRENT_CLI_RELEASE : name;
}

/**
 * v2 named the current CLI `'v0.61'`; v3 names releases (`'0.61.0'`, `'0.59.0'`, …). A v2
 * value that leaves the version out meant v2's default, `'v0.61'`, and must not turn into
 * whatever release is newest when it is read, so the release is written in. A `gemini` that
 * is not an object is left in place so that restoring reports it.
 */
function migrateV2ToV3(raw: unknown): unknown {
  if (!isPlainObject(raw)) return raw;
  const gemini = raw['gemini'];
  if (gemini !== undefined && !isPlainObject(gemini)) return raw;
  const version = gemini?.['cliVersion'] ?? V2_CURRENT_CLI_NAME;
  return { ...raw, gemini: { ...(gemini ?? {}), cliVersion: cliVersionFromV2(version) } };
}

/** Upgrades from the keyed version to the next one; every version below the current has one. */
export const PLAYGROUND_STATE_MIGRATIONS: Readonly<Record<number, (raw: unknown) => unknown>> = {
  0: migrateV0ToV1,
  1: migrateV1ToV2,
  2: migrateV2ToV3,
};

/**
 * Lifts a value written by schema `fromVersion` to the current layout (restore it afterwards
 * with `restorePlaygroundState`). Values from the current version, a newer one or an invalid
 * version pass through unchanged. Never throws.
 */
export function migratePlaygroundState(raw: unknown, fromVersion: number): unknown {
  if (!Number.isInteger(fromVersion) || fromVersion < 0) return raw;
  let value = raw;
  for (let version = fromVersion; version < PLAYGROUND_STATE_VERSION; version += 1) {
    const migrate = PLAYGROUND_STATE_MIGRATIONS[version];
    if (!migrate) return value;
    try {
      value = migrate(value);
    } catch {
      return value;
    }
  }
  return value;
}
