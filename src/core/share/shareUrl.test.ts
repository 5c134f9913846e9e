import { describe, expect, it } from 'vitest';
import { buildShareUrlFromPayload, extractSharePayload, readShareFragment } from './shareUrl';

describe('readShareFragment', () => {
  it.each([
    ['#s=abc', 'abc'],
    ['s=abc', 'abc'],
    ['#x=1&s=abc&y=2', 'abc'],
    ['#s=', ''],
    ['#abc', null],
    ['', null],
    ['#ss=abc', null],
  ])('reads %j as %j', (hash, expected) => {
    expect(readShareFragment(hash)).toBe(expected);
  });
});

describe('buildShareUrlFromPayload', () => {
  it('replaces an existing fragment and keeps the query', () => {
    expect(buildShareUrlFromPayload('https://x.test/a?b=1#old', 'P')).toBe(
      'https://x.test/a?b=1#s=P',
    );
  });
});

describe('extractSharePayload', () => {
  it.each([
    ['https://x.test/#s=P1', 'P1'],
    ['https://x.test/#P2', 'P2'],
    ['#s=P3', 'P3'],
    ['  P4\n', 'P4'],
    ['https://x.test/a', null],
  ])('finds the payload in %j', (text, expected) => {
    expect(extractSharePayload(text)).toBe(expected);
  });
});
