/** Small helpers over plain JSON-like values, shared by the restore engine and the share codec. */
import { showControlCharacters } from '../security/controlCharacters';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const MAX_KEY_IN_PATH = 80;

/** True for keys that could reach or shadow a prototype when copied into an object. */
export function isForbiddenKey(key: string): boolean {
  return FORBIDDEN_KEYS.has(key);
}

/** True for `{...}` objects (plain or null-prototype); false for arrays, null, class instances. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A short description of a value's kind for repair messages: `a string`, `null`, `an array`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  const kind = typeof value;
  return kind === 'object' || kind === 'undefined' ? `an ${kind}` : `a ${kind}`;
}

/** Appends `key` to a dotted path: `.name` for identifiers, `["/a b"]` for other keys. */
export function formatPath(parent: string, key: string, bracket: boolean): string {
  if (!bracket && IDENTIFIER.test(key)) return parent === '' ? key : `${parent}.${key}`;
  const shown = key.length > MAX_KEY_IN_PATH ? `${key.slice(0, MAX_KEY_IN_PATH)}…` : key;
  return `${parent}[${showControlCharacters(JSON.stringify(shown))}]`;
}

/** A deep copy of a JSON-like value (arrays and plain objects are copied, the rest shared). */
export function cloneJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => cloneJson(item)) as T;
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      if (!isForbiddenKey(key)) out[key] = cloneJson(value[key]);
    }
    return out as T;
  }
  return value;
}

/** Structural equality of JSON-like values (key order ignored). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item: unknown, index) => jsonEqual(item, b[index]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && jsonEqual(a[key], b[key]));
}

/** Freezes a JSON-like value and everything inside it; returns it. */
export function deepFreeze<T>(value: T): T {
  if (Array.isArray(value) || isPlainObject(value)) {
    for (const child of Object.values(value as object)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
