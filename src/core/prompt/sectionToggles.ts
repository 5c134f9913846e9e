/** The CLI's `isSectionEnabled`: only `0` and `false` (trimmed, any case) turn a section off. */
import { sectionEnvVar, type SectionKey } from './sectionKeys';

/** Env values, as `PromptInput.env` holds them. */
export type PromptEnv = Record<string, string | undefined>;

/** True when an env value turns a section off: `0` or `false` after trim + lower-case. */
export function isDisablingToggleValue(value: string | undefined): boolean {
  const normalised = value?.trim().toLowerCase();
  return normalised === '0' || normalised === 'false';
}

/**
 * Whether `GEMINI_PROMPT_<KEY>` leaves a section on. Unset, `''`, `no`, `off`, `00` and every
 * other value keep it enabled; `key` is upper-cased as the CLI does.
 */
export function isSectionEnabled(key: SectionKey | string, env: PromptEnv): boolean {
  return !isDisablingToggleValue(env[`GEMINI_PROMPT_${key.toUpperCase()}`]);
}

/** The raw env value of a section's toggle (undefined when unset). */
export function sectionToggleValue(key: SectionKey, env: PromptEnv): string | undefined {
  return env[sectionEnvVar(key)];
}
