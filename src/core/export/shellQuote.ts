/** Quoting of env values for the shells an export targets. */

/** Shells {@link buildShellExport} can write for. */
export type ExportShell = 'posix' | 'powershell';

const SAFE_POSIX = /^[A-Za-z0-9_./:@%+,=-]+$/;

/** A POSIX shell word for `value`: bare when safe, else single-quoted (`'` → `'\''`). */
export function quotePosix(value: string): string {
  if (SAFE_POSIX.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** A PowerShell string literal for `value`: single-quoted, `'` doubled (no expansion). */
export function quotePowerShell(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** True for names a shell accepts as an environment variable. */
export function isEnvVarName(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name);
}

/** One assignment line: `export NAME=value` or `$env:NAME = 'value'`. */
export function envAssignment(shell: ExportShell, name: string, value: string): string {
  return shell === 'posix'
    ? `export ${name}=${quotePosix(value)}`
    : `$env:${name} = ${quotePowerShell(value)}`;
}
