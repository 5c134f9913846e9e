/**
 * Control characters in one-line values (paths, ids, names, env values). A text field cannot
 * show them (an `<input>` drops line breaks from what it displays, bidi controls reorder what
 * is shown), and a shell reads a line break as the end of a command, so the state rules refuse
 * them and every export shows them as visible escapes instead.
 */

/**
 * C0 controls (tab, line feed, carriage return, NUL, escape…), DEL, C1 controls (NEL…), the
 * Unicode line and paragraph separators, and the bidirectional controls that reorder how a
 * value reads on screen (ALM, LRM, RLM, LRE…RLO, LRI…PDI).
 */
const CONTROL =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const CONTROL_ALL = new RegExp(CONTROL.source, 'g');

const SHORT_ESCAPES: Readonly<Record<string, string>> = {
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

/** True when `text` holds a character {@link showControlCharacters} would escape. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

/** `U+000A` for a character. */
export function codePointLabel(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * `text` with every control character written as a visible escape: `\n`, `\r`, `\t`, else
 * `\u{2028}`-style. The result holds no line break of any kind; other text is unchanged.
 */
export function showControlCharacters(text: string): string {
  return text.replace(
    CONTROL_ALL,
    (char) => SHORT_ESCAPES[char] ?? `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`,
  );
}

/**
 * A sentence naming the control characters in `text` (at most three, by code point and
 * position), or null when it holds none.
 */
export function describeControlCharacters(text: string): string | null {
  const found: string[] = [];
  let count = 0;
  for (const match of text.matchAll(CONTROL_ALL)) {
    count += 1;
    if (found.length < 3) found.push(`${codePointLabel(match[0])} at ${match.index + 1}`);
  }
  if (count === 0) return null;
  const more = count > found.length ? ` and ${count - found.length} more` : '';
  const noun = count === 1 ? 'a control character' : `${count} control characters`;
  return `holds ${noun} (${found.join(', ')}${more})`;
}
