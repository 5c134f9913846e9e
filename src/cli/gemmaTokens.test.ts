/**
 * The Gemini (Gemma 3) counts: equal to the reference tokenizer, and additive over the
 * counting pieces the meter uses.
 */
import { readFileSync } from 'node:fs';
import { Tokenizer } from '@huggingface/tokenizers';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { gemmaTokenizerJsonPath } from '../../scripts/gemmaVocabularyAsset';
import type { TokenizerJson } from '../core/index';
import { chunkForCounting } from '../core';
import { nodeGemmaEncoder } from './tokenCounting';

const encoder = nodeGemmaEncoder();

/** Ids produced by the reference tokenizer for a handful of texts (read as JSON: one holds a lone surrogate). */
const reference = JSON.parse(
  readFileSync(new URL('./fixtures/gemma3-reference-ids.json', import.meta.url), 'utf8'),
) as { cases: { text: string; ids: number[] }[] };

describe('Gemma 3 encoder', () => {
  it.each(reference.cases.map((c) => [c.text.slice(0, 40), c] as const))(
    'gives the reference ids for %j',
    (_name, { text, ids }) => {
      expect(encoder.encode(text)).toEqual(ids);
      expect(encoder.count(text)).toBe(ids.length);
    },
  );

  it('counts nothing in an empty text', () => {
    expect(encoder.encode('')).toEqual([]);
  });
});

/** Texts built from the characters that stress SentencePiece-BPE and the piece cuts. */
const tricky = fc
  .array(
    fc.oneof(
      fc.constantFrom(' ', '  ', '    ', '\t', '\t\t', '\n', '\n\n', '\n\n\n', '\r\n', '\r', '▁'),
      fc.constantFrom('中文', '日本語', '한국어', '😀', '👩‍👩‍👧', '🇫🇷', 'é', '\u0301', '\ud800'),
      fc.constantFrom('def f(x):', 'return x;', '{ "a": [1, 2] }', '//', '/* */', '#', '- ', '`'),
      fc.constantFrom('<start_of_turn>', '<end_of_turn>', '<unused3>', '<bos>', '<', '>'),
      fc.string({ unit: 'grapheme', maxLength: 12 }),
      fc.stringMatching(/^[A-Za-z]{1,12}$/),
    ),
    { maxLength: 120 },
  )
  .map((parts) => parts.join(''));

/** Sum of the piece counts, as the worker computes it. */
const sumOfPieces = (text: string, target: number) =>
  chunkForCounting(text, target).reduce((sum, piece) => sum + encoder.count(piece), 0);

describe('Gemma 3 counts over counting pieces', () => {
  it('add up to the whole text count (property)', () => {
    fc.assert(
      fc.property(tricky, fc.integer({ min: 1, max: 40 }), (text, target) => {
        expect(sumOfPieces(text, target)).toBe(encoder.count(text));
      }),
      { numRuns: 400 },
    );
  });

  it.each([
    ['newline runs before a word', 'a\n\n\n\nword\n\n\nnext\n'],
    ['indented lines', 'if (x) {\n    y();\n\t\tz();\n}\n'],
    ['CRLF line ends', 'one\r\ntwo\r\n\r\nthree\r\n'],
    ['spaces after a newline', 'text\n   \n  more\n \n'],
    ['CJK lines', '中文文本\n日本語のテキスト\n한국어\n'],
    ['emoji lines', '😀\n🚀🚀\n👩‍👩‍👧\n'],
    ['added tokens at line starts', 'x\n<start_of_turn>user\n<end_of_turn>\n<unused0>\n'],
    ['a very long line', `${'word '.repeat(5_000)}\n${'x'.repeat(20_000)}\nend`],
    ['a slash after a newline', 'ab.\n/cd\n//ef\n'],
  ])('add up for %s', (_name, text) => {
    for (const target of [1, 2, 5, 64]) expect(sumOfPieces(text, target)).toBe(encoder.count(text));
  });
});

describe('against the reference tokenizer (@huggingface/tokenizers + tokenizer.json)', () => {
  let json: TokenizerJson;
  let tokenizer: Tokenizer;

  beforeAll(() => {
    json = JSON.parse(readFileSync(gemmaTokenizerJsonPath(), 'utf8')) as TokenizerJson;
    tokenizer = new Tokenizer(json as unknown as Record<string, unknown>, {});
  }, 180_000);

  it('gives identical ids on random tricky texts (property)', () => {
    fc.assert(
      fc.property(tricky, (text) => {
        expect(encoder.encode(text)).toEqual(
          tokenizer.encode(text, { add_special_tokens: false }).ids,
        );
      }),
      { numRuns: 300 },
    );
  });

  /*
   * Why cutting after "\n" before any other character is exact for this vocabulary: added
   * tokens are matched first, leftmost-longest; the normaliser maps each character on its
   * own (" " → "▁"); the pre-tokeniser then never splits, and BPE merges adjacent symbols
   * into vocabulary entries. A merge or a match across the cut would need a vocabulary entry
   * or added token containing "\n" followed by a character other than "\n". None exists, so
   * no merge crosses the cut, and each side's merges happen in the same order alone.
   */
  it('has no token in which a newline is followed by anything but a newline', () => {
    const followers = new Set<string>();
    const texts = [...Object.keys(json.model.vocab), ...json.added_tokens.map((t) => t.content)];
    for (const token of texts) {
      for (
        let i = token.indexOf('\n');
        i >= 0 && i + 1 < token.length;
        i = token.indexOf('\n', i + 1)
      ) {
        followers.add(token[i + 1]!);
      }
    }
    expect([...followers]).toEqual(['\n']);
  });
});
