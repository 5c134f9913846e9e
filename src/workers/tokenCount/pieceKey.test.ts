import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pieceKey } from './pieceKey';

describe('pieceKey', () => {
  it('is stable for a text and differs for different texts (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 200 }), (a, b) => {
        expect(pieceKey(a)).toBe(pieceKey(`${a}`));
        if (a !== b) expect(pieceKey(a)).not.toBe(pieceKey(b));
      }),
      { numRuns: 200 },
    );
  });
});
