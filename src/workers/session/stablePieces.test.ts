/**
 * Content-cut pieces: they make up the text, cut only where chunkForCounting may cut, keep
 * their cuts after an edit, and the Gemini vocabulary counts them to the whole text's count.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkForCounting } from '../../core';
import { nodeGemmaEncoder } from '../../cli/tokenCounting';
import { MAX_PIECE_CHARS, MIN_PIECE_CHARS, stablePieces } from './stablePieces';

/** A memory file like the bench's: 200 KB of short rules. */
const memory = (from: number, count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `## Rule ${from + i}\n\n- Keep module ${from + i} small.\n- Run \`npm test -- --grep case-${from + i}\` first.\n`,
  ).join('\n');

describe('stable pieces', () => {
  it('make up the text, cut only after a newline before neither whitespace nor a slash', () => {
    const text = memory(0, 2_000);
    const pieces = stablePieces(text);
    expect(pieces.join('')).toBe(text);
    expect(pieces.length).toBeGreaterThan(20);
    for (const piece of pieces.slice(0, -1)) {
      expect(piece.length).toBeGreaterThanOrEqual(MIN_PIECE_CHARS);
      expect(piece.length).toBeLessThanOrEqual(MAX_PIECE_CHARS + 200);
      expect(piece.endsWith('\n')).toBe(true);
    }
    for (const piece of pieces.slice(1)) expect(piece[0]).toMatch(/[^\s/]/);
    expect(stablePieces('')).toEqual([]);
    expect(stablePieces('short\ntext')).toEqual(['short\ntext']);
  });

  it('keep their cuts after an edit near the start, unlike fixed-size pieces', () => {
    const before = `# Sections\n${'Git is on.\n'.repeat(40)}${memory(0, 2_000)}`;
    const after = `# Sections\n${memory(0, 2_000)}`;
    const shared = (cut: (text: string) => string[]) => {
      const old = new Set(cut(before));
      const pieces = cut(after);
      return pieces.filter((p) => old.has(p)).length / pieces.length;
    };
    expect(shared(stablePieces)).toBeGreaterThan(0.95);
    expect(shared(chunkForCounting)).toBeLessThan(0.1);
  });

  it('cut a text without a line to cut at after the longest piece, where it may', () => {
    const text = `${'x'.repeat(20_000)}\ny${'z'.repeat(100)}`;
    expect(stablePieces(text)).toEqual([`${'x'.repeat(20_000)}\n`, `y${'z'.repeat(100)}`]);
  });

  it('are counted by the Gemini vocabulary to the count of the whole text', () => {
    const { count } = nodeGemmaEncoder();
    const line = fc.stringMatching(/^[ -~\u00e9\u4e2d\u{1F600}]{0,60}$/u);
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 200 }), (lines) => {
        const text = lines.join('\n');
        const sum = stablePieces(text).reduce((s, piece) => s + count(piece), 0);
        expect(sum).toBe(count(text));
      }),
      { numRuns: 60 },
    );
    const text = memory(0, 300);
    expect(stablePieces(text).reduce((s, piece) => s + count(piece), 0)).toBe(count(text));
  });
});
