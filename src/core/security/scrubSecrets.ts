/**
 * One place that takes secrets out of text before it is shown, logged or exported: error
 * messages of Gemini calls, console lines, saved error details.
 */

/** What replaces a secret. */
export const SECRET_MASK = '[API key hidden]';

/**
 * Anything shaped like a Google API key: `AIza` and 35 more characters of the URL-safe
 * base64 alphabet (the format Google AI Studio and Cloud Console issue), in any letter case
 * (an echo may have been lowercased or uppercased).
 */
const GOOGLE_API_KEY = /aiza[0-9a-z_-]{35}/gi;
/** A `key=` query parameter (the API's legacy way to pass a key). */
const KEY_PARAMETER = /([?&](?:key|api_key|apikey)=)[^&\s"'#]+/gi;
/** Shorter strings are not treated as secrets: masking them would garble ordinary words. */
const MIN_SECRET_LENGTH = 6;

/** A text as searched: each character of `text` (or escape) and the span it came from. */
interface SearchView {
  text: string;
  from: number[];
  to: number[];
}

const lowerAscii = (char: string): string =>
  char >= 'A' && char <= 'Z' ? String.fromCharCode(char.charCodeAt(0) + 32) : char;

/**
 * `text` with ASCII letters lowercased and, when `decode` is set, each `%XX` escape (URL
 * encoding, any case) and JSON `\uXXXX` or `\/` escape read as the character it stands for.
 */
function searchView(text: string, decode: boolean): SearchView {
  const view: SearchView = { text: '', from: [], to: [] };
  const out: string[] = [];
  for (let i = 0; i < text.length;) {
    let char = text[i] as string;
    let length = 1;
    if (decode && char === '%' && /^[0-9a-f]{2}$/i.test(text.slice(i + 1, i + 3))) {
      char = String.fromCharCode(parseInt(text.slice(i + 1, i + 3), 16));
      length = 3;
    } else if (decode && char === '\\' && /^u[0-9a-f]{4}$/i.test(text.slice(i + 1, i + 6))) {
      char = String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
      length = 6;
    } else if (decode && char === '\\' && text[i + 1] === '/') {
      char = '/';
      length = 2;
    }
    out.push(lowerAscii(char));
    view.from.push(i);
    view.to.push(i + length);
    i += length;
  }
  view.text = out.join('');
  return view;
}

/** The spans of `text` where any secret occurs, as is, in another case or escaped. */
function secretSpans(text: string, secrets: readonly string[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const view of [searchView(text, false), searchView(text, true)]) {
    for (const secret of secrets) {
      const needle = [...secret].map(lowerAscii).join('');
      for (let at = view.text.indexOf(needle); at >= 0; at = view.text.indexOf(needle, at + 1)) {
        spans.push([view.from[at] as number, view.to[at + needle.length - 1] as number]);
      }
    }
  }
  return spans;
}

/** `text` with each span (merged where they overlap or touch) replaced by one mask. */
function maskSpans(text: string, spans: [number, number][]): string {
  if (spans.length === 0) return text;
  spans.sort((a, b) => a[0] - b[0]);
  let out = '';
  let cursor = 0;
  let [start, end] = spans[0] as [number, number];
  for (const [from, to] of spans.slice(1)) {
    if (from <= end) end = Math.max(end, to);
    else {
      out += text.slice(cursor, start) + SECRET_MASK;
      cursor = end;
      [start, end] = [from, to];
    }
  }
  return out + text.slice(cursor, start) + SECRET_MASK + text.slice(end);
}

/**
 * `text` with every listed secret, every Google-shaped API key and every `key=` URL parameter
 * replaced by {@link SECRET_MASK}. A secret is found as given and in the forms an echo takes:
 * in another letter case (lowercased or uppercased, ASCII letters), URL-encoded (`%2F`, `%2f`,
 * or every character escaped) and JSON-escaped (`\u0041`, `\/`). Overlapping finds are masked
 * as one, so a key that contains another is hidden whole. Pure; never throws.
 */
export function scrubSecrets(text: string, secrets: Iterable<string | null | undefined>): string {
  const list = [...new Set([...secrets].filter((s): s is string => typeof s === 'string'))]
    .map((s) => s.trim())
    .filter((s) => s.length >= MIN_SECRET_LENGTH);
  const source = String(text);
  const out = maskSpans(source, secretSpans(source, list));
  return out.replace(GOOGLE_API_KEY, SECRET_MASK).replace(KEY_PARAMETER, `$1${SECRET_MASK}`);
}

/** True when `text` still holds a listed secret or a Google-shaped key. */
export function containsSecret(text: string, secrets: Iterable<string>): boolean {
  return scrubSecrets(text, secrets) !== text;
}
