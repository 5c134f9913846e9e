import {
  ASIMI_ENV_VARIABLES,
  readAsimiEnvVariable,
  resolveAsimiPathSetting,
  type AsimiPathSetting,
} from '../../../../core';

/** Which `*_SYSTEM_MD` variable pair a control edits. */
export type AsimiPathVariable = keyof typeof ASIMI_ENV_VARIABLES;

/** How a path-or-switch variable is set, as the three-way control shows it. */
export type AsimiPathMode = AsimiPathSetting['kind'];

/** The control's view of one variable: its mode, the raw value and the spelling found. */
export interface AsimiPathControlValue {
  mode: AsimiPathMode;
  /** The raw value (`''` when unset). */
  raw: string;
  /** Absolute path it resolves to, when not off. */
  resolved: string | null;
  /** The misspelt `ASSIMI_` alias is what is set. */
  usesAlias: boolean;
}

/** Reads one variable pair from the Asimi env the way the CLI does (alias accepted). */
export function readAsimiPathControl(
  env: Record<string, string>,
  variable: AsimiPathVariable,
  cwd: string,
  homeDir: string,
): AsimiPathControlValue {
  const pair = ASIMI_ENV_VARIABLES[variable];
  const read = readAsimiEnvVariable(env, pair);
  const setting = resolveAsimiPathSetting(read.value, cwd, homeDir);
  return {
    mode: setting.kind,
    raw: read.value ?? '',
    resolved: setting.kind === 'off' ? null : setting.path,
    usesAlias: read.variable === pair.alias,
  };
}

/**
 * The env after choosing `mode` (and, for `custom`, `path`) for a variable: written under the
 * correct `ASIMI_` name, the misspelt alias removed, `off` deleting the variable.
 */
export function writeAsimiPathControl(
  env: Record<string, string>,
  variable: AsimiPathVariable,
  mode: AsimiPathMode,
  path = '',
): Record<string, string> {
  const pair = ASIMI_ENV_VARIABLES[variable];
  const next: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (key !== pair.name && key !== pair.alias) next[key] = value;
  }
  if (mode === 'default') next[pair.name] = '1';
  if (mode === 'custom') next[pair.name] = path;
  return next;
}
