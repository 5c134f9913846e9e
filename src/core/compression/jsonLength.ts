/**
 * `JSON.stringify(value).length` without building the text. The compression plan weighs every
 * message by its serialised length (the split) and every function response by its own (the
 * token estimate), over histories of 10 MB: serialising them made two copies of the whole
 * history per plan, and collecting those copies was a large part of a plan's time. Lengths are
 * added up from the values instead, each string's escapes counted in place, and each object's
 * length is remembered, so a message, its parts and their responses are each walked once per
 * plan however many steps ask.
 */

/** Characters that `JSON.stringify` escapes in a string, or that may need it (surrogates). */
// eslint-disable-next-line no-control-regex -- control characters are what JSON escapes
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/** `JSON.stringify(text).length`: the quotes, the text, and what its escapes add. */
export function stringJsonLength(text: string): number {
  const first = text.search(NEEDS_ESCAPE);
  if (first < 0) return text.length + 2;
  let length = text.length + 2;
  for (let i = first; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x22 || code === 0x5c) length += 1;
    else if (code < 0x20) {
      // \b \t \n \f \r take two characters, the other controls six (\u00XX).
      length += code === 8 || code === 9 || code === 10 || code === 12 || code === 13 ? 1 : 5;
    } else if (isHighSurrogate(code)) {
      if (isLowSurrogate(text.charCodeAt(i + 1))) i++;
      else length += 5; // a lone half of a pair is written as \udXXX
    } else if (isLowSurrogate(code)) length += 5;
  }
  return length;
}

/** Nesting beyond which the native serialiser decides (and reports a cycle as it does). */
const MAX_DEPTH = 200;

/** `JSON.stringify(value).length` of one value, or undefined for a value JSON leaves out. */
type Measure = (value: unknown, key: string, depth: number) => number | undefined;

/**
 * A `JSON.stringify(value).length` that remembers the length of every object and array it
 * meets, for values that are not changed afterwards (the core never changes a history; it
 * replaces messages and parts). It holds every object it has measured: make one per plan.
 * A value `JSON.stringify` leaves out (undefined, a function) throws a TypeError, as reading
 * the length of its missing text does.
 */
export function rememberingJsonLength(): (value: unknown) => number {
  const known = new Map<object, number>();

  const measure: Measure = (value, key, depth) => {
    switch (typeof value) {
      case 'string':
        return stringJsonLength(value);
      case 'number':
        return Number.isFinite(value) ? String(value).length : 4; // null
      case 'boolean':
        return value ? 4 : 5;
      case 'undefined':
      case 'function':
      case 'symbol':
        return undefined;
      case 'bigint':
        return JSON.stringify(value).length; // throws as JSON.stringify does
    }
    if (value === null) return 4;
    const object = value as object;
    const remembered = known.get(object);
    if (remembered !== undefined) return remembered;
    // What the native serialiser handles specially: toJSON (whose result depends on the key),
    // boxed primitives, and very deep (or cyclic) values.
    const toJSON = (object as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') {
      return measure((toJSON as (k: string) => unknown).call(object, key), key, depth);
    }
    if (
      depth > MAX_DEPTH ||
      object instanceof Number ||
      object instanceof String ||
      object instanceof Boolean
    ) {
      const text = JSON.stringify(object) as string | undefined;
      return text?.length;
    }
    let length: number;
    if (Array.isArray(object)) {
      length = object.length > 0 ? object.length + 1 : 2; // brackets and commas
      for (let i = 0; i < object.length; i++) {
        length += measure(object[i], String(i), depth + 1) ?? 4; // null
      }
    } else {
      length = 2; // braces
      let members = 0;
      const record = object as Record<string, unknown>;
      for (const name of Object.keys(record)) {
        const member = measure(record[name], name, depth + 1);
        if (member === undefined) continue;
        length += stringJsonLength(name) + 1 + member;
        members++;
      }
      if (members > 1) length += members - 1;
    }
    known.set(object, length);
    return length;
  };

  return (value) => {
    const length = measure(value, '', 0);
    if (length === undefined) {
      throw new TypeError('The value has no JSON text (undefined, a function or a symbol).');
    }
    return length;
  };
}
