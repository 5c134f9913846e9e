import { describe, expect, it } from 'vitest';
import { containsSecret, scrubSecrets, SECRET_MASK } from './scrubSecrets';

const SENT = 'AIzaSyD-sent-key-0123456789abcdefghijk';
const OTHER_SHAPE = `AIza${'B'.repeat(35)}`;

describe('scrubSecrets', () => {
  // Each row is text an error path can produce; none may keep a key after scrubbing.
  it.each([
    ['a key echoed in an API error body', `{"error":{"message":"API key ${SENT} not valid"}}`],
    ['a key in a key= URL parameter', `GET https://x.test/v1/models?key=${SENT}&alt=sse failed`],
    ['a key percent-encoded in a URL', `fetch https://x/?k=${encodeURIComponent(SENT + '/+')}`],
    ['a key next to punctuation', `key:${SENT}.`],
    ['a key repeated', `${SENT} ${SENT}`],
  ])('removes %s', (_label, text) => {
    const out = scrubSecrets(text, [SENT, `${SENT}/+`]);
    expect(out).not.toContain(SENT);
    expect(out).toContain(SECRET_MASK);
  });

  it('removes any Google-shaped key even when it was never sent from this page', () => {
    const out = scrubSecrets(`leaked ${OTHER_SHAPE} here`, []);
    expect(out).toBe(`leaked ${SECRET_MASK} here`);
  });

  it('removes every key sent in the page life, not only the current one', () => {
    const old = 'first-key-typed-123';
    const current = 'second-key-typed-456';
    const out = scrubSecrets(`${old} and ${current}`, [current, old]);
    expect(out).toBe(`${SECRET_MASK} and ${SECRET_MASK}`);
  });

  it('hides a longer key whole when a shorter listed key is part of it', () => {
    expect(scrubSecrets('abcdefgh-123456', ['abcdefgh', 'abcdefgh-123456'])).toBe(SECRET_MASK);
  });

  // An API error may echo the key changed: lowercased, uppercased, URL- or JSON-escaped.
  it.each([
    ['lowercased', (k: string) => k.toLowerCase()],
    ['uppercased', (k: string) => k.toUpperCase()],
    ['URL-encoded, lowercase hex', (k: string) => encodeURIComponent(k).toLowerCase()],
    [
      'every character percent-escaped',
      (k: string) => [...k].map((c) => `%${c.charCodeAt(0).toString(16)}`).join(''),
    ],
    [
      'JSON \\u escapes',
      (k: string) =>
        [...k].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
    ],
  ])('masks a %s echo of a sent key', (_form, transform) => {
    const typed = 'my-Proxy/Key+With-Case-0042';
    const echoed = transform(typed);
    const out = scrubSecrets(`invalid key "${echoed}" (400)`, [typed]);
    expect(out).toBe(`invalid key "${SECRET_MASK}" (400)`);
  });

  it('masks a Google-shaped key in any letter case, sent or not', () => {
    expect(scrubSecrets(`x ${OTHER_SHAPE.toLowerCase()} y`, [])).toBe(`x ${SECRET_MASK} y`);
    expect(scrubSecrets(`x ${OTHER_SHAPE.toUpperCase()} y`, [])).toBe(`x ${SECRET_MASK} y`);
    expect(scrubSecrets('GET /v1?KEY=abc123&x=1', [])).toBe(`GET /v1?KEY=${SECRET_MASK}&x=1`);
  });

  it('keeps the text around a masked echo exactly', () => {
    const out = scrubSecrets(`a%2F${'Secret-Value'.toLowerCase()}%2Fb`, ['Secret-Value']);
    expect(out).toBe(`a%2F${SECRET_MASK}%2Fb`);
  });

  it('leaves ordinary text alone and ignores empty or tiny secrets', () => {
    const text = 'The Gemini API rejected the request (400): model not found.';
    expect(scrubSecrets(text, ['', null, undefined, 'a', 'The'])).toBe(text);
  });

  it('reports whether text holds a secret', () => {
    expect(containsSecret(`x ${OTHER_SHAPE}`, [])).toBe(true);
    expect(containsSecret(`x ${SENT}`, [SENT])).toBe(true);
    expect(containsSecret('nothing here', [SENT])).toBe(false);
  });
});
