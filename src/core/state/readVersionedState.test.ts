import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from './defaults';
import { PLAYGROUND_STATE_VERSION } from './migrations';
import {
  checkSchemaVersion,
  readVersionedState,
  serialiseVersionedState,
} from './readVersionedState';

function withMemory(text: string) {
  const state = createDefaultPlaygroundState();
  return { ...state, gemini: { ...state.gemini, userMemory: text } };
}

describe('readVersionedState', () => {
  it('reads nothing saved as the defaults, with nothing to back up', () => {
    expect(readVersionedState(null)).toMatchObject({ status: 'empty', needsBackup: false });
  });

  it('round-trips a saved state whole', () => {
    const state = withMemory('remember me');
    const read = readVersionedState(serialiseVersionedState(state));
    expect(read).toMatchObject({ status: 'ok', needsBackup: false, repairs: [] });
    expect(read.state).toEqual(state);
  });

  // Each row is data the next save would otherwise overwrite: all must ask for a backup.
  it.each([
    ['truncated JSON', serialiseVersionedState(withMemory('x')).slice(0, 40), 'unreadable'],
    ['not JSON at all', '\u0000\u00ff garbage', 'unreadable'],
    ['a JSON array', '[1,2,3]', 'unreadable'],
    ['an envelope without a state', `{"version":${PLAYGROUND_STATE_VERSION}}`, 'unreadable'],
    ['a negative version', '{"version":-1,"state":{}}', 'unreadable'],
    ['a newer version', `{"version":${PLAYGROUND_STATE_VERSION + 1},"state":{}}`, 'newer'],
    ['a damaged field', `{"version":1,"state":{"gemini":{"approvalMode":"nope"}}}`, 'repaired'],
  ])('%s is %s and needs a backup', (_label, raw, status) => {
    const read = readVersionedState(raw);
    expect(read.status).toBe(status);
    expect(read.needsBackup).toBe(true);
    expect(read.state.target).toBe(createDefaultPlaygroundState().target);
  });

  it('keeps every readable field when one field is repaired', () => {
    const raw = JSON.stringify({
      version: PLAYGROUND_STATE_VERSION,
      state: { gemini: { approvalMode: 'nope', userMemory: 'kept' } },
    });
    const read = readVersionedState(raw);
    expect(read.state.gemini.userMemory).toBe('kept');
    expect(read.repairs.map((r) => r.path)).toEqual(['gemini.approvalMode']);
  });

  it('reads a bare state without an envelope as schema 0 and migrates it', () => {
    // The experimental layout saved the state itself: section toggles and a sandbox choice.
    const raw = JSON.stringify({
      gemini: { disabledSections: ['GIT'], sandbox: 'generic', userMemory: 'v0' },
    });
    const read = readVersionedState(raw);
    expect(read).toMatchObject({ status: 'ok', version: 0, needsBackup: false });
    expect(read.state.gemini).toMatchObject({ userMemory: 'v0', cliVersion: '2026-02' });
    expect(read.state.gemini.env).toEqual({ GEMINI_PROMPT_GIT: '0', SANDBOX: 'docker' });
  });

  it('reports the version a newer build wrote', () => {
    expect(readVersionedState('{"version":99,"state":{}}').version).toBe(99);
  });
});

describe('readVersionedState of an envelope another format took apart', () => {
  it('migrates a v1 state to the current layout (v1 meant the 2026-02 CLI)', () => {
    const read = readVersionedState({ version: 1, state: { gemini: { userMemory: 'old' } } });
    expect(read).toMatchObject({ status: 'ok', version: 1 });
    expect(read.state.gemini.cliVersion).toBe('2026-02');
    expect(read.state.gemini.userMemory).toBe('old');
  });

  it('restores a state that is not an object (the format, not the reader, decides)', () => {
    const read = readVersionedState({ version: PLAYGROUND_STATE_VERSION, state: 5 });
    expect(read.status).toBe('repaired');
    expect(read.repairs.map((r) => r.path)).toEqual(['']);
  });

  it.each([
    [undefined, 'unreadable'],
    ['2', 'unreadable'],
    [1.5, 'unreadable'],
    [-1, 'unreadable'],
    [PLAYGROUND_STATE_VERSION + 1, 'newer'],
  ])('version %j is %s and gives the defaults', (version, status) => {
    const read = readVersionedState({ version, state: { gemini: { userMemory: 'x' } } });
    expect(read.status).toBe(status);
    expect(read.state).toEqual(createDefaultPlaygroundState());
  });
});

describe('checkSchemaVersion', () => {
  it('reads every version up to this build’s and no other', () => {
    for (let v = 0; v <= PLAYGROUND_STATE_VERSION; v++) {
      expect(checkSchemaVersion(v)).toEqual({ status: 'readable', version: v });
    }
    expect(checkSchemaVersion(PLAYGROUND_STATE_VERSION + 1).status).toBe('newer');
    expect(checkSchemaVersion(null).status).toBe('unreadable');
  });
});
