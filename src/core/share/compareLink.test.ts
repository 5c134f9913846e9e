import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../state/defaults';
import { buildComparisonUrl, decodeComparisonLink, encodeComparison } from './compareLink';
import { decodeShareState } from './codec';
import { packSharePayload } from './payload';
import { PLAYGROUND_STATE_VERSION } from '../state/migrations';
import { configInCliVersion } from '../state/versionSwitch';

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

  it('opens links in the form made before side kinds existed', () => {
    const b = createDefaultPlaygroundState();
    b.gemini.approvalMode = 'plan';
    const payload = packSharePayload({
      v: PLAYGROUND_STATE_VERSION,
      a: { n: 'Old A', d: {} },
      b: { n: 'Old B', d: { gemini: { approvalMode: 'plan' } } },
    });
    const decoded = decodeComparisonLink(`https://x.test/#cmp=${payload}`);
    expect(decoded.error).toBeNull();
    expect(decoded.a).toEqual({ name: 'Old A', state: createDefaultPlaygroundState() });
    expect(decoded.b).toEqual({ name: 'Old B', state: b });
  });

  it('carries a side switched to the other CLI version as its configuration and version', () => {
    const current = createDefaultPlaygroundState();
    current.gemini.userMemory = 'Use tabs.';
    const switched = configInCliVersion(current, '2026-02').state;
    const url = buildComparisonUrl(
      'https://x.test/',
      { name: 'Current work', state: current },
      {
        name: 'Current work in 2026-02',
        state: switched,
        source: { kind: 'other-version', from: current },
      },
    );
    const decoded = decodeComparisonLink(url);
    expect(decoded.error).toBeNull();
    expect(decoded.b.state).toEqual(switched);
    expect(decoded.b.source).toEqual({ kind: 'other-version', from: current });
    // Only what differs from the defaults: the memory, the version, no tool list.
    const plain = buildComparisonUrl(
      'https://x.test/',
      { name: 'Current work', state: current },
      { name: 'Current work in 2026-02', state: switched },
    );
    expect(url.length).toBeLessThan(plain.length);
  });

  it('carries an imported prompt’s text, file name and switched-off parts', () => {
    const modeled = createDefaultPlaygroundState();
    const text = '# Core Mandates\n\nBe careful.\n\n# My Rules\n\nTabs.';
    const url = buildComparisonUrl(
      'https://x.test/',
      { name: 'Modeled prompt', state: modeled },
      {
        name: 'Imported: rules.md',
        state: createDefaultPlaygroundState(),
        source: {
          kind: 'imported',
          text,
          fileName: 'rules.md',
          disabledSpans: ['HEADING:My Rules'],
        },
      },
    );
    const decoded = decodeComparisonLink(url);
    expect(decoded.error).toBeNull();
    expect(decoded.a).toEqual({ name: 'Modeled prompt', state: modeled });
    expect(decoded.b.name).toBe('Imported: rules.md');
    expect(decoded.b.source).toEqual({
      kind: 'imported',
      text,
      fileName: 'rules.md',
      disabledSpans: ['HEADING:My Rules'],
    });
  });

  it('refuses an imported side without its text', () => {
    const payload = packSharePayload({
      v: PLAYGROUND_STATE_VERSION,
      a: { n: 'A', d: {} },
      b: { n: 'B', k: 'imported', f: 'x.md' },
    });
    const decoded = decodeComparisonLink(payload);
    expect(decoded.error?.message).toContain('imported prompt is missing');
    expect(decoded.b.source).toBeUndefined();
  });
});
