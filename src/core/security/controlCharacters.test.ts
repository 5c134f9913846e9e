import { describe, expect, it } from 'vitest';
import {
  describeControlCharacters,
  hasControlCharacters,
  showControlCharacters,
} from './controlCharacters';

describe('control characters in one-line values', () => {
  it.each([
    ['line feed', 'a\nb', 'a\\nb'],
    ['carriage return', 'a\rb', 'a\\rb'],
    ['tab', 'a\tb', 'a\\tb'],
    ['NUL', 'a\u0000b', 'a\\u{0}b'],
    ['escape', '\u001b[201~', '\\u{1b}[201~'],
    ['next line (C1)', 'a\u0085b', 'a\\u{85}b'],
    ['line separator', 'a\u2028b', 'a\\u{2028}b'],
    ['paragraph separator', 'a\u2029b', 'a\\u{2029}b'],
    ['right-to-left override', 'a\u202eb', 'a\\u{202e}b'],
  ])('finds and shows a %s', (_name, text, shown) => {
    expect(hasControlCharacters(text)).toBe(true);
    expect(showControlCharacters(text)).toBe(shown);
    expect(hasControlCharacters(shown)).toBe(false);
  });

  it('leaves ordinary text, quotes, emoji joiners and non-Latin scripts alone', () => {
    const text = `it's "$(x)" ; 👩‍💻 カタカナ עברית`;
    expect(hasControlCharacters(text)).toBe(false);
    expect(showControlCharacters(text)).toBe(text);
    expect(describeControlCharacters(text)).toBeNull();
  });

  it('names the characters and where they are, at most three', () => {
    expect(describeControlCharacters('/a\nb')).toBe('holds a control character (U+000A at 3)');
    expect(describeControlCharacters('\n\r\t\u2028\u0000')).toBe(
      'holds 5 control characters (U+000A at 1, U+000D at 2, U+0009 at 3 and 2 more)',
    );
  });
});
