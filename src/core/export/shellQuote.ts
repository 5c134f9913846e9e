/**
 * Quoting of values for the shells an export targets. Every value a configuration carries is
 * untrusted (a share link is text from a stranger): it is written only as one quoted word, and
 * never with a control character in it (see `hasControlCharacters`), so a pasted export runs
 * nothing but its own assignments.
 */
import { hasControlCharacters, showControlCharacters } from '../security/controlCharacters';

/** Shells {@link buildShellExport} can write for. */
export type ExportShell = 'posix' | 'powershell';

const SAFE_POSIX = /^[A-Za-z0-9_./:@%+,=-]+$/;
/** PowerShell reads each of these as a single quote (its tokenizer's `IsSingleQuote`). */
const POWERSHELL_QUOTES = /['\u2018\u2019\u201a\u201b]/g;

/** A POSIX shell word for `value`: bare when safe, else single-quoted (`'` → `'\''`). */
export function quotePosix(value: string): string {
  if (SAFE_POSIX.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/**
 * A PowerShell string literal for `value`: single-quoted (no expansion), each quote character
 * PowerShell ends such a string with (`'` and the typographic ‘ ’ ‚ ‛) doubled.
 */
export function quotePowerShell(value: string): string {
  return `'${value.replace(POWERSHELL_QUOTES, '$&$&')}'`;
}

/** True for names a shell accepts as an environment variable. */
export function isEnvVarName(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name);
}

/**
 * One assignment line, `export NAME=value` or `$env:NAME = 'value'`, or null when the value
 * holds a control character: a quoted line break is valid shell, but the text would no longer
 * be one line per assignment, and a terminal may run each pasted line as it arrives.
 */
export function envAssignment(shell: ExportShell, name: string, value: string): string | null {
  if (!isEnvVarName(name) || hasControlCharacters(value)) return null;
  return shell === 'posix'
    ? `export ${name}=${quotePosix(value)}`
    : `$env:${name} = ${quotePowerShell(value)}`;
}

/**
 * A value as a note shows it: bare when it is a plain word, else quoted for `shell` (so even a
 * shell that does not treat `#` as a comment runs nothing from it), control characters escaped.
 */
export function noteWord(shell: ExportShell, value: string): string {
  const shown = showControlCharacters(value);
  if (SAFE_POSIX.test(shown)) return shown;
  return shell === 'posix' ? quotePosix(shown) : quotePowerShell(shown);
}

/** A note as a comment line: `# note`, with any control character escaped (one line, always). */
export function commentLine(note: string): string {
  return `# ${showControlCharacters(note)}`;
}
