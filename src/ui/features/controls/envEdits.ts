/**
 * Pure edits of the Gemini settings' env record and tool list. Toggles follow the CLI: only
 * `0`/`false` turn a section off, so switching off writes `'0'` and switching on deletes the key.
 */
import {
  BUILTIN_TOOL_NAMES,
  isSectionEnabled,
  sandboxModeFromEnv,
  SEATBELT_SANDBOX_VALUE,
  sectionEnvVar,
  type SectionKey,
} from '../../../core';

/** Env values as the playground stores them (JSON-safe: a missing key means unset). */
export type EnvRecord = Record<string, string>;

/** The UI's three sandbox choices, named as the prompt's sandbox section names them. */
export type SandboxChoice = 'outside' | 'generic' | 'macos-seatbelt';

/** A typical value for a container sandbox; any non-empty value other than Seatbelt's works. */
export const DEFAULT_GENERIC_SANDBOX_VALUE = 'docker';

/** Sets `name` to `value`, or deletes it when `value` is undefined. Returns a new record. */
export function withEnvValue(env: EnvRecord, name: string, value: string | undefined): EnvRecord {
  if (value === undefined) {
    if (!(name in env)) return env;
    const { [name]: _removed, ...rest } = env;
    return rest;
  }
  if (env[name] === value) return env;
  return { ...env, [name]: value };
}

/** Turns a section on (deletes `GEMINI_PROMPT_<KEY>`) or off (writes `'0'`). */
export function withSectionEnabled(env: EnvRecord, key: SectionKey, enabled: boolean): EnvRecord {
  return withEnvValue(env, sectionEnvVar(key), enabled ? undefined : '0');
}

/** Whether the section's toggle leaves it on, as the CLI reads the env. */
export function sectionToggleOn(env: EnvRecord, key: SectionKey): boolean {
  return isSectionEnabled(key, env);
}

/** The sandbox choice the SANDBOX env value implies. */
export function sandboxChoice(env: EnvRecord): SandboxChoice {
  return sandboxModeFromEnv(env['SANDBOX']);
}

/**
 * Writes SANDBOX for a choice: outside deletes it, Seatbelt writes `sandbox-exec`, generic keeps
 * an existing generic value or writes `genericValue` (never empty, never Seatbelt's value).
 */
export function withSandboxChoice(
  env: EnvRecord,
  choice: SandboxChoice,
  genericValue = DEFAULT_GENERIC_SANDBOX_VALUE,
): EnvRecord {
  if (choice === 'outside') return withEnvValue(env, 'SANDBOX', undefined);
  if (choice === 'macos-seatbelt') return withEnvValue(env, 'SANDBOX', SEATBELT_SANDBOX_VALUE);
  const current = env['SANDBOX'];
  if (current && current !== SEATBELT_SANDBOX_VALUE) return env;
  const value =
    genericValue && genericValue !== SEATBELT_SANDBOX_VALUE
      ? genericValue
      : DEFAULT_GENERIC_SANDBOX_VALUE;
  return withEnvValue(env, 'SANDBOX', value);
}

/**
 * Adds or removes a tool. A built-in tool is inserted before the first listed tool that follows
 * it in the built-in order (so `${AvailableTools}` keeps the CLI's order); others are appended.
 */
export function withTool(tools: readonly string[], name: string, enabled: boolean): string[] {
  if (!enabled) return tools.filter((tool) => tool !== name);
  if (tools.includes(name)) return [...tools];
  const rank = BUILTIN_TOOL_NAMES.indexOf(name);
  if (rank < 0) return [...tools, name];
  const before = tools.findIndex((tool) => {
    const other = BUILTIN_TOOL_NAMES.indexOf(tool);
    return other > rank;
  });
  if (before < 0) return [...tools, name];
  return [...tools.slice(0, before), name, ...tools.slice(before)];
}
