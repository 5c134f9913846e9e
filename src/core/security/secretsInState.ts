/**
 * Where a configuration holds credential-shaped strings, and the same configuration without
 * them: the share dialog and the exports say what they would carry and leave such strings out
 * unless the user chooses to keep them. Every string value of the state is scanned (keys of
 * records, such as workspace file paths, are names, not content).
 */
import type { PlaygroundState } from '../state/playgroundState';
import {
  findSecretStrings,
  leaveOutSecretStrings,
  SECRET_KINDS,
  type SecretKind,
} from './secretStrings';

/** A place in the configuration that holds credential-shaped strings. */
export interface SecretFinding {
  /** The place in words ("the imported history", "workspace file /repo/.env"). */
  where: string;
  /** The state path, dot-separated (record keys quoted). */
  path: string;
  kinds: SecretKind[];
  count: number;
}

type Path = readonly string[];

/** Names the places users know by name; anything else is named by its path. */
function placeName(path: Path): string {
  const [top, second, third] = path;
  if (top === 'compression' && second === 'customHistory') return 'the imported history';
  if (top === 'workspace' && second === 'files' && third !== undefined)
    return `workspace file ${third}`;
  if (top === 'gemini' && second === 'userMemory') return 'the typed memory (GEMINI.md)';
  if (top === 'importedPrompt') return 'the imported system prompt';
  if (top === 'gemini' && second === 'env') return `the environment variable ${third ?? ''}`.trim();
  if (top === 'context') return 'the Turn & context inputs';
  return `the setting ${path.join('.')}`;
}

/** Calls `visit` for every string value under `value`, with its path. */
function eachString(value: unknown, path: Path, visit: (text: string, path: Path) => void): void {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value))
    value.forEach((item, i) => eachString(item, [...path, String(i)], visit));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) eachString(item, [...path, key], visit);
  }
}

/** Every place of `state` that holds credential-shaped strings, in the state's order. */
export function findSecretsInState(state: PlaygroundState): SecretFinding[] {
  const findings: SecretFinding[] = [];
  eachString(state, [], (text, path) => {
    const matches = findSecretStrings(text);
    if (matches.length === 0) return;
    findings.push({
      where: placeName(path),
      path: path.join('.'),
      kinds: [...new Set(matches.map((m) => m.kind))],
      count: matches.length,
    });
  });
  return findings;
}

/** A copy of `value` with every credential-shaped string in its string values left out. */
function withoutSecretValues<T>(value: T): T {
  if (typeof value === 'string') return leaveOutSecretStrings(value) as T;
  if (Array.isArray(value)) return value.map(withoutSecretValues) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withoutSecretValues(item)]),
    ) as T;
  }
  return value;
}

/** `state` with every credential-shaped string replaced by a marker. Pure. */
export function leaveOutSecrets(state: PlaygroundState): PlaygroundState {
  return withoutSecretValues(state);
}

/** The findings in one sentence: "2 strings shaped like a Google API key in …". */
export function describeSecretFindings(findings: readonly SecretFinding[]): string {
  const count = findings.reduce((sum, f) => sum + f.count, 0);
  const kinds = [...new Set(findings.flatMap((f) => f.kinds))].map((k) => SECRET_KINDS[k]);
  const places = findings.map((f) => f.where);
  const shown = places.length > 3 ? [...places.slice(0, 3), `${places.length - 3} more`] : places;
  return `${count} ${count === 1 ? 'string' : 'strings'} shaped like ${kinds.join(', ')} in ${shown.join('; ')}`;
}
