/** base64url (RFC 4648 §5) without padding, over bytes; pure, no `btoa`/`Buffer`. */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const LOOKUP = new Int16Array(128).fill(-1);
for (let index = 0; index < ALPHABET.length; index += 1) LOOKUP[ALPHABET.charCodeAt(index)] = index;

/** Encodes bytes as base64url without `=` padding. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  const chunks: string[] = [];
  let line = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const a = bytes[index] ?? 0;
    const b = bytes[index + 1] ?? 0;
    const c = bytes[index + 2] ?? 0;
    const left = bytes.length - index;
    line += ALPHABET.charAt(a >> 2);
    line += ALPHABET.charAt(((a & 3) << 4) | (b >> 4));
    if (left > 1) line += ALPHABET.charAt(((b & 15) << 2) | (c >> 6));
    if (left > 2) line += ALPHABET.charAt(c & 63);
    if (line.length >= 8192) {
      chunks.push(line);
      line = '';
    }
  }
  chunks.push(line);
  return chunks.join('');
}

/** Why a text is not base64url: a character outside the alphabet, or an impossible length. */
export type Base64UrlProblem =
  { kind: 'character'; index: number; char: string } | { kind: 'length'; length: number };

/**
 * Decodes base64url without padding. Standard base64 (`+`, `/`, trailing `=`) is accepted
 * too, since some tools rewrite links that way.
 */
export function base64UrlToBytes(
  text: string,
): { bytes: Uint8Array; problem: null } | { bytes: null; problem: Base64UrlProblem } {
  const body = text.replace(/={1,2}$/, '');
  const values = new Uint8Array(body.length);
  for (let index = 0; index < body.length; index += 1) {
    const code = body.charCodeAt(index);
    const value = code === 43 ? 62 : code === 47 ? 63 : code < 128 ? (LOOKUP[code] ?? -1) : -1;
    if (value < 0) {
      return {
        bytes: null,
        problem: {
          kind: 'character',
          index,
          char: String.fromCodePoint(body.codePointAt(index) ?? code),
        },
      };
    }
    values[index] = value;
  }
  if (body.length % 4 === 1)
    return { bytes: null, problem: { kind: 'length', length: body.length } };
  const bytes = new Uint8Array(Math.floor((body.length * 3) / 4));
  let out = 0;
  for (let index = 0; index < body.length; index += 4) {
    const a = values[index] ?? 0;
    const b = values[index + 1] ?? 0;
    const c = values[index + 2] ?? 0;
    const d = values[index + 3] ?? 0;
    bytes[out++] = (a << 2) | (b >> 4);
    if (index + 2 < body.length) bytes[out++] = ((b & 15) << 4) | (c >> 2);
    if (index + 3 < body.length) bytes[out++] = ((c & 3) << 6) | d;
  }
  return { bytes, problem: null };
}
