/**
 * One place that takes secrets out of text before it is shown, logged or exported: error
 * messages of Gemini calls, console lines, saved error details.
 */

/** What replaces a secret. */
export const SECRET_MASK = '[API key hidden]';

/**
 * Anything shaped like a Google API key: `AIza` and 35 more characters of the URL-safe
 * base64 alphabet (the format Google AI Studio and Cloud Console issue).
 */
const GOOGLE_API_KEY = /AIza[0-9A-Za-z_-]{35}/g;
/** A `key=` query parameter (the API's legacy way to pass a key). */
const KEY_PARAMETER = /([?&](?:key|api_key|apiKey)=)[^&\s"'#]+/g;
/** Shorter strings are not treated as secrets: masking them would garble ordinary words. */
const MIN_SECRET_LENGTH = 6;

/**
 * `text` with every listed secret, every Google-shaped API key and every `key=` URL parameter
 * replaced by {@link SECRET_MASK}. Longer secrets are masked first so a key that contains
 * another is hidden whole. Pure; never throws.
 */
export function scrubSecrets(text: string, secrets: Iterable<string | null | undefined>): string {
  const list = [...new Set([...secrets].filter((s): s is string => typeof s === 'string'))]
    .map((s) => s.trim())
    .filter((s) => s.length >= MIN_SECRET_LENGTH)
    .sort((a, b) => b.length - a.length);
  let out = String(text);
  for (const secret of list) {
    out = out.split(secret).join(SECRET_MASK);
    // The same key as it appears inside a URL or a JSON string (escaped forms).
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret) out = out.split(encoded).join(SECRET_MASK);
  }
  return out.replace(GOOGLE_API_KEY, SECRET_MASK).replace(KEY_PARAMETER, `$1${SECRET_MASK}`);
}

/** True when `text` still holds a listed secret or a Google-shaped key. */
export function containsSecret(text: string, secrets: Iterable<string>): boolean {
  return scrubSecrets(text, secrets) !== text;
}
