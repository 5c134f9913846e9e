import { describe, expect, it } from 'vitest';
import { DEFAULT_REGISTERED_TOOLS } from '../prompt/defaults';
import { createDefaultPlaygroundState } from './defaults';
import {
  migratePlaygroundState,
  PLAYGROUND_STATE_MIGRATIONS,
  PLAYGROUND_STATE_VERSION,
} from './migrations';
import { loadPlaygroundState } from './persist';

describe('PLAYGROUND_STATE_MIGRATIONS', () => {
  it('has one step for every version below the current one', () => {
    // A missing step would strand values written by that version.
    for (let version = 0; version < PLAYGROUND_STATE_VERSION; version += 1) {
      expect(PLAYGROUND_STATE_MIGRATIONS[version], `v${version}`).toBeTypeOf('function');
    }
  });
});

describe('migratePlaygroundState from v0', () => {
  const v0 = {
    target: 'gemini',
    gemini: {
      disabledSections: ['git', 'PREAMBLE'],
      sandbox: 'seatbelt',
      env: { GEMINI_SYSTEM_MD: '1' },
      userMemory: 'kept',
    },
  };

  it('turns disabled sections and the sandbox choice into env values', () => {
    expect(migratePlaygroundState(v0, 0)).toEqual({
      target: 'gemini',
      gemini: {
        // v1 → v2: a configuration from before CLI versions is a 2026-02 one.
        cliVersion: '2026-02',
        model: 'auto-gemini-2.5',
        tools: [...DEFAULT_REGISTERED_TOOLS],
        userMemory: 'kept',
        env: {
          GEMINI_SYSTEM_MD: '1',
          GEMINI_PROMPT_GIT: '0',
          GEMINI_PROMPT_PREAMBLE: '0',
          SANDBOX: 'sandbox-exec',
        },
      },
    });
  });

  it.each([
    ['none', undefined],
    ['generic', 'docker'],
    ['seatbelt', 'sandbox-exec'],
  ])('maps sandbox %s to SANDBOX=%s', (sandbox, value) => {
    const migrated = migratePlaygroundState({ gemini: { sandbox } }, 0) as {
      gemini: { env: Record<string, string> };
    };
    expect(migrated.gemini.env['SANDBOX']).toBe(value);
  });

  it('does not mutate its input', () => {
    const before = JSON.stringify(v0);
    migratePlaygroundState(v0, 0);
    expect(JSON.stringify(v0)).toBe(before);
  });

  it('leaves invalid v0 fields in place so that restoring reports them', () => {
    const result = loadPlaygroundState(
      { gemini: { disabledSections: ['NOPE'], sandbox: 'vm', userMemory: 'm' } },
      0,
    );
    expect(result.state.gemini.userMemory).toBe('m');
    expect(result.state.gemini.env).toEqual({});
    expect(result.repairs.map((r) => `${r.path}: ${r.problem}`)).toEqual([
      'gemini.disabledSections: unknown field',
      'gemini.sandbox: unknown field',
    ]);
  });

  it('loads a whole v0 value into a valid current state', () => {
    const result = loadPlaygroundState(v0, 0);
    expect(result.repairs).toEqual([]);
    expect(result.state.gemini.env).toMatchObject({
      GEMINI_PROMPT_GIT: '0',
      SANDBOX: 'sandbox-exec',
    });
    expect(result.state.workspace).toEqual(createDefaultPlaygroundState().workspace);
  });
});

describe('migratePlaygroundState pass-through', () => {
  it.each([
    ['the current version', PLAYGROUND_STATE_VERSION],
    ['a newer version', PLAYGROUND_STATE_VERSION + 1],
    ['a negative version', -1],
    ['a fractional version', 0.5],
    ['NaN', Number.NaN],
  ])('returns the value unchanged for %s', (_label, version) => {
    const raw = { gemini: { sandbox: 'seatbelt' } };
    expect(migratePlaygroundState(raw, version)).toBe(raw);
  });

  it.each([null, 'text', 7, [], { gemini: 'x' }])('tolerates non-state value %j', (raw) => {
    expect(migratePlaygroundState(raw, 0)).toBe(raw);
  });
});

describe('migratePlaygroundState from v1 (before CLI versions)', () => {
  it('reads a value without a version as 2026-02 with the old default model', () => {
    expect(migratePlaygroundState({ gemini: { approvalMode: 'plan' } }, 1)).toEqual({
      gemini: {
        approvalMode: 'plan',
        cliVersion: '2026-02',
        model: 'auto-gemini-2.5',
        tools: [...DEFAULT_REGISTERED_TOOLS],
      },
    });
  });

  it('adds the Gemini settings to a value that has none (an all-default link)', () => {
    expect(migratePlaygroundState({}, 1)).toEqual({
      gemini: {
        cliVersion: '2026-02',
        model: 'auto-gemini-2.5',
        tools: [...DEFAULT_REGISTERED_TOOLS],
      },
    });
  });

  it('keeps a model the value names', () => {
    const migrated = migratePlaygroundState({ gemini: { model: 'gemini-2.5-flash' } }, 1) as {
      gemini: { model: string };
    };
    expect(migrated.gemini.model).toBe('gemini-2.5-flash');
  });

  it('leaves a damaged gemini slice for restoring to report', () => {
    expect(migratePlaygroundState({ gemini: 'x' }, 1)).toEqual({ gemini: 'x' });
    const { state, repairs } = loadPlaygroundState({ gemini: 'x' }, 1);
    expect(repairs.map((r) => r.path)).toEqual(['gemini']);
    expect(state.gemini.cliVersion).toBe('0.61.0');
  });

  it('loads a full v1 state as 2026-02 and a v0 one too', () => {
    const full = createDefaultPlaygroundState() as unknown as Record<
      string,
      Record<string, unknown>
    >;
    const { cliVersion: _v, ...v1Gemini } = full['gemini'] as Record<string, unknown>;
    const loaded = loadPlaygroundState({ ...full, gemini: { ...v1Gemini, model: 'pro' } }, 1);
    expect(loaded.state.gemini.cliVersion).toBe('2026-02');
    expect(loaded.state.gemini.model).toBe('pro');
    expect(loadPlaygroundState({ gemini: {} }, 0).state.gemini.cliVersion).toBe('2026-02');
  });
});
