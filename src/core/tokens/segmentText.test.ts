import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { segmentText, type KeyedSpan } from './segmentText';

const keysAndTexts = (text: string, spans: KeyedSpan[]): [string, string][] =>
  segmentText(text, spans).map((s) => [s.key, s.text]);

describe('segmentText', () => {
  it('gives each span the separator before it', () => {
    const text = 'AAA\n\nBBB\n\nCCC';
    const spans = [
      { key: 'a', start: 0, end: 3 },
      { key: 'b', start: 5, end: 8 },
      { key: 'c', start: 10, end: 13 },
    ];
    expect(keysAndTexts(text, spans)).toEqual([
      ['a', 'AAA'],
      ['b', '\n\nBBB'],
      ['c', '\n\nCCC'],
    ]);
  });

  it('gives leading text to the first span and trailing text to the last', () => {
    expect(
      keysAndTexts('  A B  ', [
        { key: 'a', start: 2, end: 3 },
        { key: 'b', start: 4, end: 5 },
      ]),
    ).toEqual([
      ['a', '  A'],
      ['b', ' B  '],
    ]);
  });

  it('orders spans by start and keeps an overlap with the earlier span', () => {
    const spans = [
      { key: 'late', start: 3, end: 6 },
      { key: 'early', start: 0, end: 4 },
    ];
    expect(keysAndTexts('abcdef', spans)).toEqual([
      ['early', 'abcd'],
      ['late', 'ef'],
    ]);
  });

  it('clamps spans that run past the text', () => {
    expect(keysAndTexts('abc', [{ key: 'x', start: -5, end: 99 }])).toEqual([['x', 'abc']]);
  });

  it('uses one fallback segment without spans, and none for an empty text', () => {
    expect(keysAndTexts('abc', [])).toEqual([['text', 'abc']]);
    expect(segmentText('', [])).toEqual([]);
  });

  it('always tiles the text exactly (property)', () => {
    const input = fc.string({ maxLength: 200 }).chain((text) =>
      fc.tuple(
        fc.constant(text),
        fc.array(
          fc.record({
            key: fc.constantFrom('a', 'b', 'c', 'd'),
            start: fc.integer({ min: -10, max: text.length + 10 }),
            end: fc.integer({ min: -10, max: text.length + 10 }),
          }),
          { maxLength: 8 },
        ),
      ),
    );
    fc.assert(
      fc.property(input, ([text, spans]) => {
        const segments = segmentText(text, spans);
        expect(segments.map((s) => s.text).join('')).toBe(text);
        let cursor = 0;
        for (const s of segments) {
          expect(s.start).toBe(cursor);
          expect(s.text).toBe(text.slice(s.start, s.end));
          cursor = s.end;
        }
        if (segments.length > 0) expect(cursor).toBe(text.length);
      }),
    );
  });

  it('cuts the same segments from the parts a text was joined from (property)', () => {
    const input = fc.array(fc.string({ maxLength: 40 }), { maxLength: 5 }).chain((parts) => {
      const length = parts.join('').length;
      return fc.tuple(
        fc.constant(parts),
        fc.array(
          fc.record({
            key: fc.constantFrom('a', 'b', 'c', 'd'),
            start: fc.integer({ min: -5, max: length + 5 }),
            end: fc.integer({ min: -5, max: length + 5 }),
          }),
          { maxLength: 8 },
        ),
      );
    });
    fc.assert(
      fc.property(input, ([parts, spans]) => {
        const text = parts.join('');
        expect(segmentText(text, spans, 'text', parts)).toEqual(segmentText(text, spans));
      }),
      { numRuns: 500 },
    );
  });

  it('cuts a segment inside one part from that part, without the others', () => {
    const base = 'Base sections';
    const memory = '\n\nA long memory';
    const [first, second] = segmentText(
      base + memory,
      [
        { key: 'base', start: 0, end: base.length },
        { key: 'memory', start: base.length + 2, end: base.length + memory.length },
      ],
      'text',
      [base, memory],
    );
    expect(first).toEqual({ key: 'base', start: 0, end: base.length, text: base });
    expect(second).toEqual({
      key: 'memory',
      start: base.length,
      end: base.length + memory.length,
      text: memory,
    });
  });
});
