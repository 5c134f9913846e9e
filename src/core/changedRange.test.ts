import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedRange, changedRangeOfParts } from './changedRange';

const apply = (before: string, r: ReturnType<typeof changedRange>) =>
  before.slice(0, r.start) + r.text + before.slice(r.end);

describe('changedRange', () => {
  it('finds a one-character insertion in the middle', () => {
    // A keystroke in a long memory should replace one character, not the whole prompt.
    expect(changedRange('abcdef', 'abcXdef')).toEqual({ start: 3, end: 3, text: 'X' });
  });

  it('handles deletions and identical texts', () => {
    expect(changedRange('abcdef', 'abef')).toEqual({ start: 2, end: 4, text: '' });
    expect(changedRange('same', 'same')).toEqual({ start: 4, end: 4, text: '' });
  });

  it('finds edits in long texts, across the block boundaries it skips', () => {
    const long = 'abcdefghij'.repeat(300);
    for (const at of [0, 511, 512, 513, 1500, long.length]) {
      const after = `${long.slice(0, at)}XY${long.slice(at)}`;
      const change = changedRange(long, after);
      expect(apply(long, change)).toBe(after);
      expect(change.end - change.start).toBe(0); // a pure insertion
    }
  });

  it('always reproduces the new text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        expect(apply(before, changedRange(before, after))).toBe(after);
      }),
    );
  });

  it('finds the same change from the parts two texts were joined from (property)', () => {
    const part = fc.string({ unit: fc.constantFrom('a', 'b', '\n', 'é'), maxLength: 12 });
    const input = fc.tuple(
      fc.array(part, { maxLength: 3 }),
      fc.array(part, { maxLength: 3 }),
      fc.array(part, { maxLength: 3 }),
    );
    fc.assert(
      fc.property(input, ([shared, before, after]) => {
        // The parts in front are the same strings, as a prompt's base is while the memory changes.
        const from = [...shared, ...before];
        const to = [...shared, ...after];
        const change = changedRangeOfParts(from, to);
        expect(change).toEqual(changedRange(from.join(''), to.join('')));
        expect(apply(from.join(''), change)).toBe(to.join(''));
      }),
      { numRuns: 500 },
    );
  });
});
