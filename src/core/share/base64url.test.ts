import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, bytesToBase64Url } from './base64url';

const bytes = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));

describe('base64url', () => {
  // RFC 4648 §10 test vectors, without padding.
  it.each([
    ['', ''],
    ['f', 'Zg'],
    ['fo', 'Zm8'],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg'],
    ['fooba', 'Zm9vYmE'],
    ['foobar', 'Zm9vYmFy'],
  ])('encodes %j as %j', (input, expected) => {
    expect(bytesToBase64Url(bytes(input))).toBe(expected);
    expect(base64UrlToBytes(expected).bytes).toEqual(bytes(input));
  });

  it('uses - and _ instead of + and /', () => {
    expect(bytesToBase64Url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('-_-_');
  });

  it('also reads standard base64 with padding (some tools rewrite links that way)', () => {
    expect(base64UrlToBytes('+/+/').bytes).toEqual(new Uint8Array([0xfb, 0xff, 0xbf]));
    expect(base64UrlToBytes('Zm8=').bytes).toEqual(bytes('fo'));
  });

  it('round-trips any bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 20_000 }), (input) => {
        const encoded = bytesToBase64Url(input);
        expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(base64UrlToBytes(encoded).bytes).toEqual(input);
      }),
    );
  });

  it('names the first character outside the alphabet', () => {
    expect(base64UrlToBytes('ab.d').problem).toEqual({ kind: 'character', index: 2, char: '.' });
    expect(base64UrlToBytes('ab😀').problem).toEqual({ kind: 'character', index: 2, char: '😀' });
  });

  it('rejects lengths no encoder produces (one leftover character)', () => {
    expect(base64UrlToBytes('abcde').problem).toEqual({ kind: 'length', length: 5 });
  });
});
