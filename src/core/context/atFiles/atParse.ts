/** A piece of a user message: plain text or one `@path` reference. */
export interface AtCommandPart {
  type: 'text' | 'atPath';
  /** The text, or the reference with its `@` and with backslash escapes removed. */
  content: string;
}

const unescapePath = (raw: string): string => raw.replace(/\\(.)/g, '$1');

/**
 * Splits a message into text and `@path` parts as the CLI's `parseAllAtCommands` does.
 * An `@` counts unless a backslash precedes it. The path runs until unescaped whitespace or
 * one of `, ; ! ? ( ) [ ] { }`; a `.` ends it only when followed by whitespace or the end
 * (so `@README.md.` loses the full stop). Backslash escapes (`\ `) are kept in the path.
 * Text parts that are only whitespace are dropped.
 */
export function parseAtReferences(message: string): AtCommandPart[] {
  const parts: AtCommandPart[] = [];
  let index = 0;
  while (index < message.length) {
    let at = -1;
    for (let i = index; i < message.length; i++) {
      if (message[i] === '@' && (i === 0 || message[i - 1] !== '\\')) {
        at = i;
        break;
      }
    }
    if (at === -1) {
      parts.push({ type: 'text', content: message.slice(index) });
      break;
    }
    if (at > index) parts.push({ type: 'text', content: message.slice(index, at) });
    let end = at + 1;
    let escaped = false;
    while (end < message.length) {
      const ch = message[end] as string;
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (/[,\s;!?()[\]{}]/.test(ch)) break;
      else if (ch === '.') {
        const next = message[end + 1];
        if (next === undefined || /\s/.test(next)) break;
      }
      end++;
    }
    parts.push({ type: 'atPath', content: unescapePath(message.slice(at, end)) });
    index = end;
  }
  return parts.filter((part) => !(part.type === 'text' && part.content.trim() === ''));
}
