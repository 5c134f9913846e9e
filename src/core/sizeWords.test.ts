import { describe, expect, it } from 'vitest';
import { describeBytes, describeChars } from './sizeWords';

describe('sizes in words', () => {
  it.each([
    [1, '1 character'],
    [42, '42 characters'],
    [9_999, '9,999 characters'],
    [12_345, '12 thousand characters'],
    [999_499, '999 thousand characters'],
    [999_500, '1.0 million characters'],
    [3_900_000, '3.9 million characters'],
  ])('%i characters read "%s"', (chars, words) => {
    expect(describeChars(chars)).toBe(words);
  });

  it.each([
    [1, '1 byte'],
    [40, '40 bytes'],
    [12_300, '12 KB'],
    [999_499, '999 KB'],
    [1_500_000, '1.5 MB'],
  ])('%i bytes read "%s"', (bytes, words) => {
    expect(describeBytes(bytes)).toBe(words);
  });

  // A small size never reads as nothing: the wording the issue saw.
  it.each([1, 40, 49_999])('%i never reads as 0.0', (n) => {
    expect(describeChars(n)).not.toMatch(/^0\.0/);
    expect(describeBytes(n)).not.toMatch(/^0\.0/);
  });
});
