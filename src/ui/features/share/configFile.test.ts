import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState, PLAYGROUND_STATE_VERSION } from '../../../core';
import { buildConfigFile, readConfigFile } from './configFile';

describe('configuration files', () => {
  it('round-trips a large state exactly (the fallback for links over 8,000 characters)', () => {
    const state = createDefaultPlaygroundState();
    state.gemini.userMemory = 'memory line\n'.repeat(3000);
    state.gemini.approvalMode = 'yolo';
    const read = readConfigFile(buildConfigFile(state));
    expect(read.error).toBeNull();
    expect(read.repairs).toEqual([]);
    expect(read.state).toEqual(state);
  });

  it('repairs damaged fields field by field and lists them', () => {
    const text = JSON.stringify({
      kind: 'promptscope-configuration',
      version: PLAYGROUND_STATE_VERSION,
      state: { gemini: { approvalMode: 'sometimes', userMemory: 'kept' } },
    });
    const read = readConfigFile(text);
    expect(read.error).toBeNull();
    // The good field survives; the bad one falls back to its default and is listed.
    expect(read.state?.gemini.userMemory).toBe('kept');
    expect(read.state?.gemini.approvalMode).toBe('default');
    expect(read.repairs.map((r) => r.path)).toContain('gemini.approvalMode');
  });

  it.each([
    ['text that is not JSON', '{oops', 'not JSON'],
    ['JSON of another kind', '{"hello":1}', 'not a Promptscope configuration'],
    ['an array', '[1,2]', 'not a Promptscope configuration'],
    [
      'a newer schema',
      JSON.stringify({ kind: 'promptscope-configuration', version: 999, state: {} }),
      'newer Promptscope',
    ],
    [
      'a missing version',
      JSON.stringify({ kind: 'promptscope-configuration', state: {} }),
      'no valid schema version',
    ],
  ])('refuses %s with a specific message', (_name, text, message) => {
    const read = readConfigFile(text);
    expect(read.state).toBeNull();
    expect(read.error).toContain(message);
  });

  it('does not let a __proto__ key reach prototypes', () => {
    const text = `{"kind":"promptscope-configuration","version":${PLAYGROUND_STATE_VERSION},"state":{"__proto__":{"polluted":true}}}`;
    expect(readConfigFile(text).error).toBeNull();
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
