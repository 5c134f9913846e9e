import { describe, expect, it } from 'vitest';
import type { Part } from '../content';
import {
  estimateTextTokens,
  estimateTokenCount,
  estimateTokenCountSync,
  HEURISTIC_CURRENT,
  rememberingEstimator,
} from './estimateTokenCount';

describe('estimateTokenCount: text parts', () => {
  // Each row: the CLI's per-unit weights, then the single floor at the end.
  it.each<[string, string, number]>([
    ['empty text', '', 0],
    ['4 ASCII chars = 1 token', 'abcd', 1],
    ['7 ASCII chars = 1.75, floored', 'abcdefg', 1],
    ['code 127 still counts as ASCII', '\u007f\u007f\u007f\u007f', 1],
    ['code 128 counts 1.3', '\u0080', 1],
    ['two non-ASCII units = 2.6', 'éé', 2],
    ['an emoji is two UTF-16 units = 2.6', '😀', 2],
    ['mixed: 4 ASCII + 1 CJK = 2.3', 'abcd中', 2],
    ['8 CJK chars = 10.4', '中文中文中文中文', 10],
  ])('%s', (_name, text, expected) => {
    expect(estimateTokenCount([{ text }])).toBe(expected);
    expect(estimateTextTokens(text)).toBe(expected);
  });

  it('counts length / 4 for a text longer than 100,000 chars, whatever its characters', () => {
    // 100,001 CJK units would be 130,001.3 with the per-unit rule; the long-text rule wins.
    expect(estimateTokenCount([{ text: '中'.repeat(100_001) }])).toBe(25_000);
    // Exactly 100,000 chars still uses the per-unit rule.
    expect(estimateTokenCount([{ text: '中'.repeat(100_000) }])).toBe(130_000);
  });

  it('counts thought parts like normal text', () => {
    expect(estimateTokenCount([{ text: 'abcdefgh', thought: true }])).toBe(2);
  });

  it('sums parts unfloored and floors once at the end', () => {
    // 0.75 + 0.75 = 1.5 → 1; flooring each part first would give 0.
    expect(estimateTokenCount([{ text: 'abc' }, { text: 'def' }])).toBe(1);
    // 1.3 * 3 = 3.9 → 3 (not 1 + 1 + 1).
    expect(estimateTokenCount([{ text: 'é' }, { text: 'é' }, { text: 'é' }])).toBe(3);
  });
});

describe('estimateTokenCount: function responses', () => {
  it('counts name/4 plus a string response length/4', () => {
    const part: Part = { functionResponse: { name: 'read_file', response: 'x'.repeat(31) } };
    // 9/4 + 31/4 = 10
    expect(estimateTokenCount([part])).toBe(10);
  });

  it('counts JSON.stringify(response).length/4 for an object response', () => {
    const response = { output: 'héllo' };
    const part: Part = { functionResponse: { name: 'grep', response } };
    // The JSON length is used, not the per-character weights: non-ASCII costs 0.25 here.
    const expected = Math.floor(4 / 4 + JSON.stringify(response).length / 4);
    expect(estimateTokenCount([part])).toBe(expected);
  });

  it('adds nested parts recursively', () => {
    const nested: Part[] = [{ text: 'abcdefgh' }, { inlineData: { mimeType: 'image/png' } }];
    const part: Part = { functionResponse: { name: 'abcd', response: {}, parts: nested } };
    // 1 (name) + 0.5 ('{}') + 2 (text) + 3000 (image)
    expect(estimateTokenCount([part])).toBe(3003);
  });

  it('stops counting nested parts deeper than three levels', () => {
    const wrap = (inner: Part[]): Part[] => [{ functionResponse: { name: '', parts: inner } }];
    const leaf: Part[] = [{ text: 'abcd' }];
    expect(estimateTokenCount(wrap(wrap(wrap(leaf))))).toBe(1); // leaf at depth 3: counted
    expect(estimateTokenCount(wrap(wrap(wrap(wrap(leaf)))))).toBe(0); // depth 4: dropped
  });
});

describe('estimateTokenCount: media and other parts', () => {
  it.each<[string, Part, number]>([
    ['inline image', { inlineData: { mimeType: 'image/png', data: 'AAAA' } }, 3000],
    ['file image', { fileData: { mimeType: 'image/jpeg', fileUri: 'gs://b/x.jpg' } }, 3000],
    ['inline PDF', { inlineData: { mimeType: 'application/pdf', data: 'AAAA' } }, 25_800],
    ['file PDF', { fileData: { mimeType: 'application/pdf', fileUri: 'x.pdf' } }, 25_800],
  ])('%s has a flat estimate', (_name, part, expected) => {
    expect(estimateTokenCount([part])).toBe(expected);
  });

  it.each<[string, Part]>([
    ['function call', { functionCall: { name: 'grep', args: { pattern: 'TODO' } } }],
    ['audio', { inlineData: { mimeType: 'audio/wav', data: 'AAAAAAAA' } }],
    ['empty part', {}],
  ])('%s counts JSON.stringify(part).length / 4', (_name, part) => {
    expect(estimateTokenCount([part])).toBe(Math.floor(JSON.stringify(part).length / 4));
  });

  it('returns 0 for no parts', () => {
    expect(estimateTokenCount([])).toBe(0);
  });
});

describe('estimateTokenCount: the current CLI weights non-ASCII at 1.5', () => {
  it('counts 1.5 per non-ASCII unit and keeps ASCII at 0.25', () => {
    expect(estimateTokenCount([{ text: 'éééé' }], HEURISTIC_CURRENT)).toBe(6);
    expect(estimateTokenCount([{ text: 'éééé' }])).toBe(5);
    expect(estimateTokenCount([{ text: 'abcd' }], HEURISTIC_CURRENT)).toBe(1);
  });
  it('weighs an emoji (two units) at 3', () => {
    expect(estimateTextTokens('😀😀', HEURISTIC_CURRENT)).toBe(6);
  });
  it('still counts length / 4 above 100,000 characters', () => {
    expect(estimateTextTokens('é'.repeat(100_004), HEURISTIC_CURRENT)).toBe(25_001);
  });
});

/**
 * gemini-cli packages/core/src/utils/tokenCalculation.ts `estimateTokenCountSync(parts, depth =
 * 0, charsPerToken = 4)`: `depth > 3` returns 0; an ASCII unit adds `1 / charsPerToken`, any
 * other unit 1.5; texts over 100,000 units, function responses and other parts divide their
 * length by `charsPerToken`; each level is floored.
 */
describe('estimateTokenCountSync: the CLI function with its arguments', () => {
  it('defaults to depth 0 and 4 characters per token', () => {
    // "hello world": 11 ASCII units × 1/4 = 2.75 → 2.
    expect(estimateTokenCountSync([{ text: 'hello world' }])).toBe(2);
  });

  it('2 characters per token on "hello world" gives 5', () => {
    // 11 × 1/2 = 5.5 → 5.
    expect(estimateTokenCountSync([{ text: 'hello world' }], 0, 2)).toBe(5);
  });

  it('a depth past 3 counts nothing; 3 itself still counts', () => {
    expect(estimateTokenCountSync([{ text: 'hello world' }], 4)).toBe(0);
    expect(estimateTokenCountSync([{ text: 'hello world' }], 3)).toBe(2);
  });

  it('non-ASCII units stay at 1.5 whatever the divisor', () => {
    // 'é' × 2 = 3, plus 'ab' at 1/3 each = 0.666… → 3.
    expect(estimateTokenCountSync([{ text: 'ééab' }], 0, 3)).toBe(3);
  });

  it('adds 1/charsPerToken per unit, as the CLI does, so thirds round like its loop', () => {
    let sum = 0;
    for (let i = 0; i < 3000; i++) sum += 1 / 3;
    expect(estimateTokenCountSync([{ text: 'a'.repeat(3000) }], 0, 3)).toBe(Math.floor(sum));
  });

  it('divides long texts, responses and other parts by charsPerToken', () => {
    const long = 'é'.repeat(100_001);
    expect(estimateTokenCountSync([{ text: long }], 0, 2)).toBe(Math.floor(100_001 / 2));
    const call: Part = { functionCall: { name: 'grep', args: { pattern: 'x' } } };
    expect(estimateTokenCountSync([call], 0, 2)).toBe(Math.floor(JSON.stringify(call).length / 2));
    const response: Part = { functionResponse: { name: 'ls', response: { output: 'abc' } } };
    expect(estimateTokenCountSync([response], 0, 2)).toBe(
      Math.floor(2 / 2 + JSON.stringify({ output: 'abc' }).length / 2),
    );
  });

  it('nested parts start one level deeper: at depth 3 they count nothing', () => {
    const nested: Part = {
      functionResponse: { name: 'abcd', response: 'abcd', parts: [{ text: 'x'.repeat(40) }] },
    };
    // name 1 + response 1 + nested 40/4 = 10 at depth 1 → 12.
    expect(estimateTokenCountSync([nested], 0)).toBe(12);
    // At depth 3 the nested level would be 4 > 3 and counts 0 → 2.
    expect(estimateTokenCountSync([nested], 3)).toBe(2);
  });

  it('agrees with estimateTokenCount at the current weights for the default arguments', () => {
    const parts: Part[] = [{ text: 'héllo 😀 world' }, { functionCall: { name: 'f', args: {} } }];
    expect(estimateTokenCountSync(parts)).toBe(estimateTokenCount(parts, HEURISTIC_CURRENT));
  });
});

describe('rememberingEstimator', () => {
  const parts: Part[] = [
    { text: 'abcdefg' },
    { text: '中文😀' },
    { functionResponse: { name: 'read_file', response: { output: 'x'.repeat(37) } } },
    { functionCall: { name: 'ls', args: { path: '.' } } },
    { inlineData: { mimeType: 'image/png', data: '' } },
  ];

  it('gives estimateTokenCount’s numbers for every list, the first time and again', () => {
    for (const weights of [undefined, HEURISTIC_CURRENT]) {
      const estimate = rememberingEstimator(weights);
      const lists = [parts, parts.slice(1, 3), [parts[2]!], [], parts.slice().reverse(), parts];
      for (const list of lists) expect(estimate(list)).toBe(estimateTokenCount(list, weights));
    }
    const current = rememberingEstimator(HEURISTIC_CURRENT);
    expect(current(parts)).toBe(estimateTokenCountSync(parts));
  });

  it('counts a value that is not an object as estimateTokenCount does, without keeping it', () => {
    const odd = ['plain' as unknown as Part, parts[0]!];
    expect(rememberingEstimator()(odd)).toBe(estimateTokenCount(odd));
  });
});

describe('the text estimate equals the CLI’s loop over every unit', () => {
  /** The CLI's loop, as written in its tokenCalculation.ts, for one text part. */
  const cliLoop = (text: string, nonAscii: number, charsPerToken: number): number => {
    let tokens = 0;
    for (let i = 0; i < text.length; i++)
      tokens += text.charCodeAt(i) <= 127 ? 1 / charsPerToken : nonAscii;
    return Math.floor(tokens);
  };
  // Seeded, so a failure can be replayed: ASCII, Latin-1, CJK and lone or paired surrogates.
  let seed = 7;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const alphabet = [
    'a',
    ' ',
    '\n',
    '~',
    'é',
    '…',
    '字',
    '\ud83d\ude00',
    '\ud83d',
    '\u007f',
    '\u0080',
  ];
  const texts = Array.from({ length: 300 }, (_, n) => {
    const length = Math.floor(random() * 40) * (n % 10 === 0 ? 200 : 1);
    const ascii = n % 3 === 0;
    return Array.from({ length }, () =>
      ascii ? 'ab ~\n'[Math.floor(random() * 5)] : alphabet[Math.floor(random() * alphabet.length)],
    ).join('');
  });

  it('with 2026-02’s and the current weights, at 4, 3 and 2 characters per token', () => {
    for (const text of texts) {
      expect(estimateTokenCount([{ text }])).toBe(cliLoop(text, 1.3, 4));
      expect(estimateTokenCount([{ text }], HEURISTIC_CURRENT)).toBe(cliLoop(text, 1.5, 4));
      for (const charsPerToken of [3, 2])
        expect(estimateTokenCountSync([{ text }], 0, charsPerToken)).toBe(
          cliLoop(text, 1.5, charsPerToken),
        );
    }
  });

  it('where the sum is not exact, keeps the loop’s rounding (thirds, and 1.3 per unit)', () => {
    // 6 ASCII units at 1/3 each add up to 1.9999999999999998 (floored: 1, not 2), and 10
    // units at 1.3 to 13.000000000000002.
    expect(estimateTokenCountSync([{ text: 'abcdef' }], 0, 3)).toBe(1);
    const mixed = 'é'.repeat(10) + 'a'.repeat(3);
    expect(estimateTokenCount([{ text: mixed }])).toBe(cliLoop(mixed, 1.3, 4));
    expect(estimateTokenCount([{ text: 'é'.repeat(10) }])).toBe(13);
  });
});
