import fc from 'fast-check';
import { countTokens as countCl100k } from 'gpt-tokenizer/encoding/cl100k_base';
import { countTokens as countO200k } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { chunkForCounting } from './chunkText';

const plain = { disallowedSpecial: new Set<string>() };

describe('chunkForCounting', () => {
  it('keeps short and empty texts whole', () => {
    expect(chunkForCounting('short', 10)).toEqual(['short']);
    expect(chunkForCounting('', 10)).toEqual([]);
  });

  it('cuts only after a newline, before a non-space character, once the target is reached', () => {
    const text = 'aaaa\nbbbb\n\n  cccc\ndddd';
    // "bbbb" starts after 5 chars; the "  cccc" line starts with spaces, so no cut there.
    expect(chunkForCounting(text, 4)).toEqual(['aaaa\n', 'bbbb\n\n  cccc\n', 'dddd']);
  });

  it('never cuts before a slash, which punctuation pieces may swallow after newlines', () => {
    expect(chunkForCounting('ab.\n/cd\nef', 2)).toEqual(['ab.\n/cd\n', 'ef']);
  });

  it('tiles the text exactly', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 1, max: 50 }), (text, n) => {
        expect(chunkForCounting(text, n).join('')).toBe(text);
      }),
    );
  });

  // The meter's figures rely on this: counting pieces gives the count of the whole text.
  describe.each([
    ['o200k_base', countO200k],
    ['cl100k_base', countCl100k],
  ] as const)('%s: piece counts add up to the whole count', (_name, count) => {
    const line = fc.stringMatching(/^[ \t]{0,2}[A-Za-z0-9/#*.,:;'"()\-_ ]{0,30}[\r\n]{1,3}$/);
    it('for markdown-like texts', () => {
      fc.assert(
        fc.property(
          fc.array(line, { maxLength: 40 }),
          fc.integer({ min: 1, max: 60 }),
          (lines, n) => {
            const text = lines.join('');
            const pieces = chunkForCounting(text, n);
            const sum = pieces.reduce((total, piece) => total + count(piece, plain), 0);
            expect(sum).toBe(count(text, plain));
          },
        ),
        { numRuns: 200 },
      );
    });

    it('for unicode-heavy texts', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
          const pieces = chunkForCounting(text, 8);
          const sum = pieces.reduce((total, piece) => total + count(piece, plain), 0);
          expect(sum).toBe(count(text, plain));
        }),
        { numRuns: 200 },
      );
    });
  });
});
