/**
 * The meter's heuristic column: the counts gemini-cli's
 * packages/core/src/utils/tokenCalculation.ts estimateTokenCountSync gives one text part
 * (0.25 per UTF-16 unit up to code 127, 1.3 per other unit, `length / 4` above 100,000
 * characters, floored once), worked out by hand here rather than read back from our code.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heuristicCounter } from './tokenCounter';

/** ASCII, other BMP characters and astral ones (two UTF-16 units each), mixed. */
const anyText = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 0x7f }),
      fc.integer({ min: 0x80, max: 0xd7ff }),
      fc.integer({ min: 0x1_0000, max: 0x10_ffff }),
    ),
    { maxLength: 200 },
  )
  .map((codePoints) => String.fromCodePoint(...codePoints));

describe('heuristicCounter', () => {
  it.each([
    { name: 'nothing', text: '', tokens: 0 },
    { name: '3 ASCII units = 0.75', text: 'abc', tokens: 0 },
    { name: '4 ASCII units = 1', text: 'abcd', tokens: 1 },
    { name: '4 ASCII + 1 CJK = 2.3', text: 'abcd中', tokens: 2 },
    { name: 'an emoji (2 units = 2.6) + 6 ASCII (1.5) = 4.1', text: '😀 emoji', tokens: 4 },
    { name: '8 CJK = 10.4', text: '中文中文中文中文', tokens: 10 },
    {
      name: '99,999 CJK + 1 ASCII = 100,000 units, still per unit = 129,998.95',
      text: `${'中'.repeat(99_999)}a`,
      tokens: 129_998,
    },
    {
      name: '100,001 CJK units, length / 4 = 25,000.25',
      text: '中'.repeat(100_001),
      tokens: 25_000,
    },
  ])('counts $name as $tokens', ({ text, tokens }) => {
    expect(heuristicCounter.count(text)).toBe(tokens);
  });

  it('counts floor(length / 4) for any ASCII text (seeded)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 400 }), (text) => {
        expect(heuristicCounter.count(text)).toBe(Math.floor(text.length / 4));
      }),
      { seed: 16_001, numRuns: 300 },
    );
  });

  it('weighs every UTF-16 unit of any text 0.25 or 1.3 (seeded)', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const units = Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));
        const ascii = units.filter((code) => code <= 127).length;
        // a / 4 + 1.3 b = (5a + 26b) / 20, in integers. A sum landing exactly on an integer
        // depends on float rounding order, which the CLI does not pin down: skip those.
        const twentieths = 5 * ascii + 26 * (units.length - ascii);
        fc.pre(twentieths % 20 !== 0);
        expect(heuristicCounter.count(text)).toBe(Math.floor(twentieths / 20));
      }),
      { seed: 16_002, numRuns: 400 },
    );
  });

  it('is the CLI heuristic and says the figure is an estimate', () => {
    expect(heuristicCounter.id).toBe('gemini-cli-heuristic');
    expect(heuristicCounter.label).toMatch(/Gemini CLI.*estimate/);
  });
});
