/**
 * Schema versions of the persisted and shared playground state, and the migrations that
 * lift older layouts to the current one. A share link's payload is a partial state, so links
 * and local storage share this one history.
 */
import { isSectionKey } from '../prompt/sectionKeys';
import { isPlainObject } from './values';

/** The schema version this build writes. */
export const PLAYGROUND_STATE_VERSION = 1;

/** The env values the v0 `sandbox` choice stood for (`sandbox-exec` selects Seatbelt). */
const V0_SANDBOX_ENV: Readonly<Record<string, string | null>> = {
  none: null,
  generic: 'docker',
  seatbelt: 'sandbox-exec',
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
    disabled.every((key) => typeof key === 'string' && isSectionKey(key.toUpperCase()))
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

/** Upgrades from the keyed version to the next one; every version below the current has one. */
export const PLAYGROUND_STATE_MIGRATIONS: Readonly<Record<number, (raw: unknown) => unknown>> = {
  0: migrateV0ToV1,
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
