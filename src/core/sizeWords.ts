/**
 * Sizes in words for messages: small sizes keep their own unit ("850 characters", "12 KB"),
 * so a message never says "0.0 MB" or "0.0 million characters" of something that has a size.
 */

const whole = (n: number) => Math.round(n).toLocaleString('en-US');

/** A number of characters: `1 character`, `4,321 characters`, `12 thousand`, `3.9 million`. */
export function describeChars(chars: number): string {
  if (chars === 1) return '1 character';
  if (chars < 10_000) return `${whole(chars)} characters`;
  if (chars < 999_500) return `${whole(chars / 1_000)} thousand characters`;
  return `${(chars / 1_000_000).toFixed(1)} million characters`;
}

/** A number of bytes (or of characters stored as text): `512 bytes`, `12 KB`, `3.9 MB`. */
export function describeBytes(bytes: number): string {
  if (bytes === 1) return '1 byte';
  if (bytes < 1_000) return `${whole(bytes)} bytes`;
  if (bytes < 999_500) return `${whole(bytes / 1_000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
