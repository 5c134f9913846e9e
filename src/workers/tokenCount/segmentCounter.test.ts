import { describe, expect, it } from 'vitest';
import { fromChunkDelta, toChunkDelta } from './chunkDelta';
import { chunkForCounting } from '../../core';
import { createSegmentCounter } from './segmentCounter';

/** One token per character; records every piece it encodes. */
function spy() {
  const calls: string[] = [];
  const count = (text: string) => {
    calls.push(text);
    return text.length;
  };
  return { calls, count };
}

const longText = (lines: number, fill: string) =>
  Array.from({ length: lines }, (_, i) => `${fill}${i}`.padEnd(100, fill)).join('\n');

const asPieces = (texts: string[]) => texts.map((text) => chunkForCounting(text));

describe('createSegmentCounter', () => {
  it('counts every segment as the sum of its pieces, in order', () => {
    const { count } = spy();
    const counter = createSegmentCounter('chars', count);
    expect(counter.countAll([['ab'], [], ['c', 'de']])).toEqual([2, 0, 3]);
  });

  it('re-encodes only the piece that changed in a long text', () => {
    const { calls, count } = spy();
    const counter = createSegmentCounter('chars', count);
    const before = longText(200, 'x');
    counter.countAll(asPieces(['preamble', before]));
    expect(counter.lastEncodedChunks).toBeGreaterThan(5); // a 20 KB text is several pieces

    calls.length = 0;
    const after = `${before.slice(0, 10_000)}!${before.slice(10_000)}`;
    const [, total] = counter.countAll(asPieces(['preamble', after]));
    // One keystroke in the middle: one piece encoded, the preamble and the rest cached.
    expect(counter.lastEncodedChunks).toBe(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('!');
    expect(total).toBe(after.length);
  });

  it('serves a repeated request from the cache alone', () => {
    const { count } = spy();
    const counter = createSegmentCounter('chars', count);
    counter.countAll([['one'], ['two']]);
    counter.countAll([['two'], ['one']]);
    expect(counter.lastEncodedChunks).toBe(0);
  });

  it('forgets the least recently used pieces beyond its limit', () => {
    const { calls, count } = spy();
    const counter = createSegmentCounter('chars', count, 2);
    counter.countAll([['a'], ['b'], ['c']]);
    expect(counter.cache.size).toBe(2);
    calls.length = 0;
    counter.countAll([['a']]);
    expect(calls).toEqual(['a']);
  });
});

describe('chunk deltas', () => {
  it('send only the pieces that changed, and restore the rest', () => {
    const before = asPieces(['preamble', longText(200, 'y')]);
    const text = longText(200, 'y');
    const after = asPieces(['preamble', `${text.slice(0, 5_000)}?${text.slice(5_000)}`]);
    const delta = toChunkDelta(before, after);
    // Typing once in a 20 KB text posts one piece; everything else is a reference.
    expect(delta.flat().filter((piece) => piece !== null)).toHaveLength(1);
    expect(fromChunkDelta(before, delta)).toEqual(after);
  });

  it('sends everything the first time and refuses a reference to an unknown piece', () => {
    const pieces = asPieces(['a', 'b']);
    expect(toChunkDelta([], pieces)).toEqual(pieces);
    expect(() => fromChunkDelta([], [[null]])).toThrow(/never sent/);
  });
});
