import { beforeAll, describe, expect, it } from 'vitest';
import { gemmaVocabularyBytes } from '../../../scripts/gemmaVocabularyAsset';
import {
  contentCountText,
  createGemmaEncoder,
  generateSyntheticHistory,
  parseGemmaVocabulary,
  type GemmaEncoder,
} from '../../core';
import { escapedLinePieces } from './escapedLinePieces';
import { createGemmaTextCounter } from './runSimulation';

const code = (c: string) => c.charCodeAt(0);

describe('escapedLinePieces', () => {
  const never = () => false;
  it('cuts after each escaped newline and loses nothing', () => {
    const text = 'a\\nb\\n\\nc\\n';
    const pieces = escapedLinePieces(text, never);
    expect(pieces).toEqual(['a\\n', 'b\\n', '\\n', 'c\\n']);
    expect(pieces.join('')).toBe(text);
  });

  it('cuts before an escaped newline when the vocabulary may join after it', () => {
    const joinsAfterN = (l: number, r: number) => l === code('n') && r === code('x');
    expect(escapedLinePieces('ab\\nxy', joinsAfterN)).toEqual(['ab', '\\nxy']);
  });

  it('does not cut where the vocabulary may join on both sides', () => {
    expect(escapedLinePieces('ab\\nxy', () => true)).toEqual(['ab\\nxy']);
    expect(escapedLinePieces('', never)).toEqual([]);
    expect(escapedLinePieces('no escapes\nhere', never)).toEqual(['no escapes\nhere']);
  });
});

describe('in the Gemini vocabulary', () => {
  let encoder: GemmaEncoder;
  beforeAll(() => {
    encoder = createGemmaEncoder(parseGemmaVocabulary(gemmaVocabularyBytes()));
  }, 60_000);

  it('joins what its tokens hold side by side, and never a newline before a letter', () => {
    expect(encoder.joins(code('t'), code('h'))).toBe(true);
    expect(encoder.joins(code('n'), code(' '))).toBe(encoder.joins(code('n'), 0x2581));
    expect(encoder.joins(code('\n'), code('a'))).toBe(false);
    // A character outside the vocabulary or half a surrogate pair is never cut beside.
    expect(encoder.joins(0xd83d, code('a'))).toBe(true);
  });

  it('counts escaped-line pieces of a generated conversation to the sum of the whole', () => {
    const contents = generateSyntheticHistory({ turns: 30, seed: 7, toolOutputChars: 2_800 });
    let cuts = 0;
    for (const content of contents) {
      const text = contentCountText(content);
      const pieces = escapedLinePieces(text, encoder.joins);
      cuts += pieces.length - 1;
      expect(pieces.join('')).toBe(text);
      expect(pieces.reduce((sum, piece) => sum + encoder.count(piece), 0)).toBe(
        encoder.count(text),
      );
    }
    expect(cuts).toBeGreaterThan(500);
  });

  it('counts tricky escaped newlines to the sum of the whole', () => {
    const texts = [
      '{"output":"a;\\n  b\\nFoo\\nLine\\n\\n\\\\n\\nend e\\nexport x\\n}\\n"}',
      'x\\n😀\\n中文\\n\\t\\n <start_of_turn>\\nuser\\n',
      '\\n\\n\\n',
    ];
    const counter = createGemmaTextCounter(encoder.count, encoder.joins);
    for (const text of texts) {
      const pieces = escapedLinePieces(text, encoder.joins);
      expect(pieces.reduce((sum, piece) => sum + encoder.count(piece), 0)).toBe(
        encoder.count(text),
      );
      expect(counter(text)).toBe(encoder.count(text));
    }
  });
});
