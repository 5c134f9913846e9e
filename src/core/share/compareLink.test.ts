import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../state/defaults';
import { buildComparisonUrl, decodeComparisonLink, encodeComparison } from './compareLink';
import { decodeShareState } from './codec';

describe('comparison links', () => {
  it('round-trip both sides and their names', () => {
    const a = createDefaultPlaygroundState();
    const b = createDefaultPlaygroundState();
    b.gemini.approvalMode = 'plan';
    b.gemini.userMemory = 'Use tabs.';
    const url = buildComparisonUrl(
      'https://x.test/app#s=old',
      { name: 'Before', state: a },
      { name: 'After', state: b },
    );
    expect(url.startsWith('https://x.test/app#cmp=')).toBe(true);
    const decoded = decodeComparisonLink(url);
    expect(decoded.error).toBeNull();
    expect(decoded.a).toEqual({ name: 'Before', state: a });
    expect(decoded.b).toEqual({ name: 'After', state: b });
  });

  it('carries only what differs from the defaults', () => {
    const state = createDefaultPlaygroundState();
    const payload = encodeComparison({ name: 'A', state }, { name: 'B', state });
    expect(payload.length).toBeLessThan(80);
  });

  it('never throws on broken links and repairs damaged sides', () => {
    for (const text of ['', '#cmp=', '#cmp=!!!', '#cmp=AAAA', 'https://x.test/#cmp=eJw']) {
      const decoded = decodeComparisonLink(text);
      expect(decoded.error).not.toBeNull();
      expect(decoded.a.state).toEqual(createDefaultPlaygroundState());
    }
    // A share link's payload is not a comparison.
    const shareLike = decodeComparisonLink(
      encodeComparison(
        { name: 'A', state: createDefaultPlaygroundState() },
        { name: 'B', state: createDefaultPlaygroundState() },
      ).slice(0, 10),
    );
    expect(shareLike.error).not.toBeNull();
    expect(decodeShareState('#cmp=abc').error).not.toBeNull();
  });
});
