import { describe, expect, it } from 'vitest';
import { textsAsSegments } from './textSegments';

describe('textsAsSegments', () => {
  it('lays the texts end to end, keeping keys and texts', () => {
    // The token worker counts segment texts; offsets only need to be consistent.
    expect(
      textsAsSegments([
        { key: 'a', text: 'ab' },
        { key: 'b', text: '' },
        { key: 'c', text: 'xyz' },
      ]),
    ).toEqual([
      { key: 'a', start: 0, end: 2, text: 'ab' },
      { key: 'b', start: 2, end: 2, text: '' },
      { key: 'c', start: 2, end: 5, text: 'xyz' },
    ]);
  });
});
