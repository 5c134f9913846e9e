/**
 * The session view's shared formatters write what `toLocaleString('en-US')` writes (they are
 * made once instead of per call).
 */
import { describe, expect, it } from 'vitest';
import { formatDollars, formatShare, formatTokens } from './format';

const VALUES = [0, 1, 12.4, 12.5, 999, 1000, 1234567.89, -2500.5, 0.00004, 0.0099, 0.01, 3.14159];

describe('the session formatters', () => {
  it('write token counts rounded, with thousands separators', () => {
    for (const n of VALUES) expect(formatTokens(n)).toBe(Math.round(n).toLocaleString('en-US'));
    expect(formatTokens(1234567.89)).toBe('1,234,568');
  });

  it('write dollars with four decimals below a cent and two from a cent up', () => {
    for (const n of VALUES) {
      const digits = Math.abs(n) < 0.01 && n !== 0 ? 4 : 2;
      const expected = n.toLocaleString('en-US', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      expect(formatDollars(n)).toBe(`$${expected}`);
    }
    expect(formatDollars(0.00004)).toBe('$0.0000');
    expect(formatDollars(0.0099)).toBe('$0.0099');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
  });

  it('write shares as percentages', () => {
    expect(formatShare(1, 3)).toBe('33 %');
    expect(formatShare(1, 30)).toBe('3.3 %');
    expect(formatShare(1, 0)).toBe('0 %');
  });
});
