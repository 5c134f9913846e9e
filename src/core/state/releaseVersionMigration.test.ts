/**
 * Saved work, links, snapshots and comparison links written by the build whose one current CLI
 * version was `'v0.61'` (./fixtures/cli-version-v0.61.json, written by that build) open as
 * release 0.61.0, everything else as saved. The configuration file's own reader (a UI module)
 * opens the fixture's file in e2e/releases.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { decodeShareState } from '../share/codec';
import { decodeComparisonLink } from '../share/compareLink';
import { restoreSnapshots } from '../snapshots/snapshot';
import { createDefaultPlaygroundState } from './defaults';
import { expectedFromV2, V061_FIXTURE, v2StateOf } from './fixtures/cliVersionV061';
import { cliVersionFromV2, migratePlaygroundState, PLAYGROUND_STATE_VERSION } from './migrations';
import { readVersionedState } from './readVersionedState';

const defaults = createDefaultPlaygroundState();

it('the fixture is the schema just before this build’s', () => {
  expect(V061_FIXTURE.stateVersion).toBe(2);
  expect(PLAYGROUND_STATE_VERSION).toBe(3);
});

describe('local storage written by the v2 build', () => {
  it.each(['fresh', 'edited'] as const)('%s opens whole as release 0.61.0', (name) => {
    const text = V061_FIXTURE.localStorage[name];
    const read = readVersionedState(text);
    expect(read).toMatchObject({ status: 'ok', version: 2, repairs: [], needsBackup: false });
    expect(read.state.gemini.cliVersion).toBe('0.61.0');
    expect(read.state).toEqual(expectedFromV2(v2StateOf(text), defaults));
  });

  it('keeps the edits the fixture names', () => {
    const { gemini, tokens } = readVersionedState(V061_FIXTURE.localStorage.edited).state;
    expect(gemini).toMatchObject({
      approvalMode: 'plan',
      approvedPlanPath: '/home/dev/projects/acme-api/plans/auth.md',
      userMemory: '- Prefer tabs.\n- Run the tests first.',
      activeTopic: 'Auth refactor',
      taskTrackerEnabled: true,
    });
    expect(gemini.env['GEMINI_PROMPT_GIT']).toBe('0');
    expect(tokens.encoding).toBe('cl100k_base');
  });
});

describe('a configuration file written by the v2 build', () => {
  it('its { kind, version, state } reads as 0.61.0, the same as the saved work', () => {
    const file = JSON.parse(V061_FIXTURE.configFile) as {
      kind: string;
      version: number;
      state: unknown;
    };
    expect(file).toMatchObject({ kind: 'promptscope-configuration', version: 2 });
    const read = readVersionedState({ version: file.version, state: file.state });
    expect(read).toMatchObject({ status: 'ok', repairs: [] });
    expect(read.state).toEqual(readVersionedState(V061_FIXTURE.localStorage.edited).state);
  });
});

describe('share links written by the v2 build', () => {
  it.each([
    ['fresh', '0.61.0'],
    ['edited', '0.61.0'],
    ['seeds', '2026-02'],
  ] as const)('the %s link opens as %s with nothing repaired', (name, version) => {
    const decoded = decodeShareState(V061_FIXTURE.shareLinks[name]);
    expect(decoded.error).toBeNull();
    expect(decoded.repairs).toEqual([]);
    expect(decoded.state.gemini.cliVersion).toBe(version);
  });

  it('the edited link carries the same configuration as the edited saved work', () => {
    const link = decodeShareState(V061_FIXTURE.shareLinks.edited).state;
    expect(link).toEqual(readVersionedState(V061_FIXTURE.localStorage.edited).state);
  });
});

describe('a snapshot list written by the v2 build', () => {
  it('restores both snapshots, the v0.61 one as 0.61.0', () => {
    const { snapshots, problems } = restoreSnapshots(JSON.parse(V061_FIXTURE.snapshots));
    expect(problems).toEqual([]);
    expect(snapshots.map((s) => [s.name, s.config.gemini.cliVersion])).toEqual([
      ['Plan mode', '0.61.0'],
      ['Seeds', '2026-02'],
    ]);
    expect(snapshots[0]?.tokens).toEqual({ total: 9000, encoding: 'cl100k_base' });
  });
});

describe('comparison links written by the v2 build', () => {
  it('a v0.61 configuration beside itself in 2026-02', () => {
    const { a, b, error, repairs } = decodeComparisonLink(V061_FIXTURE.comparisonLinkToSeeds);
    expect(error).toBeNull();
    expect(repairs).toEqual({ a: [], b: [] });
    expect(a.state.gemini.cliVersion).toBe('0.61.0');
    expect(b.state.gemini.cliVersion).toBe('2026-02');
    expect(b.source?.kind === 'other-version' && b.source.from.gemini.cliVersion).toBe('0.61.0');
  });

  it('a 2026-02 configuration beside itself in v0.61 (the side names the version)', () => {
    const { a, b, error } = decodeComparisonLink(V061_FIXTURE.comparisonLinkToCurrent);
    expect(error).toBeNull();
    expect(a.state.gemini.cliVersion).toBe('2026-02');
    expect(b.source?.kind).toBe('other-version');
    expect(b.state.gemini.cliVersion).toBe('0.61.0');
  });
});

describe('the v2 → v3 step', () => {
  it('writes in v2’s default version where a value leaves it out', () => {
    expect(migratePlaygroundState({ gemini: { model: 'pro' } }, 2)).toEqual({
      gemini: { model: 'pro', cliVersion: '0.61.0' },
    });
    expect(migratePlaygroundState({}, 2)).toEqual({ gemini: { cliVersion: '0.61.0' } });
  });

  it('keeps 2026-02, and leaves anything else for restoring to report', () => {
    expect(migratePlaygroundState({ gemini: { cliVersion: '2026-02' } }, 2)).toEqual({
      gemini: { cliVersion: '2026-02' },
    });
    expect(migratePlaygroundState({ gemini: 'x' }, 2)).toEqual({ gemini: 'x' });
    expect(cliVersionFromV2('v0.61')).toBe('0.61.0');
    expect(cliVersionFromV2(7)).toBe(7);
  });

  it('a v1 value still arrives as 2026-02', () => {
    const migrated = migratePlaygroundState({ gemini: {} }, 1) as {
      gemini: { cliVersion: string };
    };
    expect(migrated.gemini.cliVersion).toBe('2026-02');
  });
});

describe('a version this build does not render', () => {
  it.each(['0.99.0', 'v0.62', 42])('%j opens as the newest release, said in a repair', (v) => {
    const text = JSON.stringify({ version: 3, state: { gemini: { cliVersion: v } } });
    const read = readVersionedState(text);
    expect(read.status).toBe('repaired');
    expect(read.state.gemini.cliVersion).toBe(defaults.gemini.cliVersion);
    expect(read.repairs).toEqual([
      expect.objectContaining({ path: 'gemini.cliVersion', action: 'reset to default' }),
    ]);
  });

  it('names the version it did not know and the one it opens in', () => {
    const text = JSON.stringify({ version: 3, state: { gemini: { cliVersion: '0.99.0' } } });
    const [repair] = readVersionedState(text).repairs;
    expect(repair?.problem).toBe(
      `“0.99.0” is not a CLI version this Promptscope has; it opens in ${defaults.gemini.cliVersion}, the newest it has`,
    );
  });
});
