import { resolveUserPath } from '../../posixPath';

/** The default custom-prompt path named by the Asimi CLI's specification (`~` = home directory). */
export const ASIMI_DEFAULT_SYSTEM_MD_PATH = '~/.gemini/system.md';

/** The correctly spelt variables and the misspelt aliases the Asimi CLI also uses. */
export const ASIMI_ENV_VARIABLES = {
  systemMd: { name: 'ASIMI_SYSTEM_MD', alias: 'ASSIMI_SYSTEM_MD' },
  writeSystemMd: { name: 'ASIMI_WRITE_SYSTEM_MD', alias: 'ASSIMI_WRITE_SYSTEM_MD' },
} as const;

type VariablePair = (typeof ASIMI_ENV_VARIABLES)[keyof typeof ASIMI_ENV_VARIABLES];

/** A variable read from the environment, with the spelling it was found under. */
export interface AsimiEnvValue<N extends string> {
  value: string | undefined;
  variable: N | null;
  warnings: string[];
}

/**
 * Reads a variable under its correct name, falling back to the misspelt alias. Using the
 * alias, or setting both, produces a notice naming the variable that counted.
 */
export function readAsimiEnvVariable<P extends VariablePair>(
  env: Record<string, string | undefined>,
  pair: P,
): AsimiEnvValue<P['name'] | P['alias']> {
  const correct = env[pair.name];
  const alias = env[pair.alias];
  if (correct !== undefined) {
    const warnings =
      alias === undefined
        ? []
        : [
            `Both ${pair.name} and ${pair.alias} are set; ${pair.name} is used and the misspelt ${pair.alias} is ignored.`,
          ];
    return { value: correct, variable: pair.name, warnings };
  }
  if (alias !== undefined) {
    return {
      value: alias,
      variable: pair.alias,
      warnings: [
        `Using ${pair.alias} (the misspelling found in the Asimi spec) as an alias of ${pair.name}.`,
      ],
    };
  }
  return { value: undefined, variable: null, warnings: [] };
}

/** How a path-or-switch variable was interpreted. */
export type AsimiPathSetting =
  { kind: 'off' } | { kind: 'default'; path: string } | { kind: 'custom'; path: string };

/**
 * Interprets a `*_SYSTEM_MD` value: unset, empty, `0` or `false` (any case) → off;
 * `1` or `true` (any case) → the default path in the home directory; anything else → that
 * path, `~` expanded to `homeDir` and relative paths resolved against `cwd`.
 */
export function resolveAsimiPathSetting(
  value: string | undefined,
  cwd: string,
  homeDir: string,
): AsimiPathSetting {
  const trimmed = value?.trim() ?? '';
  const lower = trimmed.toLowerCase();
  if (trimmed === '' || lower === '0' || lower === 'false') return { kind: 'off' };
  if (lower === '1' || lower === 'true') {
    return { kind: 'default', path: resolveUserPath(ASIMI_DEFAULT_SYSTEM_MD_PATH, cwd, homeDir) };
  }
  return { kind: 'custom', path: resolveUserPath(trimmed, cwd, homeDir) };
}
