import { describe, expect, it } from 'vitest';
import {
  createDefaultPlaygroundState,
  MAX_CONFIG_FILE_CHARS,
  MAX_STATE_TEXT_LENGTH,
  MAX_STORED_TEXT_CHARS,
  PLAYGROUND_STATE_VERSION,
} from '../../../core';
import { buildConfigFile, configFileSizeProblem, readConfigFile } from './configFile';

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

  it('opens the largest configuration the app keeps, written with the costliest characters', () => {
    // The most the app keeps: a full imported prompt (kept in IndexedDB) beside all the text
    // local storage takes, every character one JSON writes as six (\u001f).
    const worst = (n: number) => '\u001f'.repeat(n);
    const state = createDefaultPlaygroundState();
    state.importedPrompt = {
      text: worst(MAX_STATE_TEXT_LENGTH),
      fileName: 'system.md',
      active: true,
      disabledSpans: [],
    };
    state.compression.customHistory = worst(MAX_STATE_TEXT_LENGTH);
    state.gemini.userMemory = worst(MAX_STORED_TEXT_CHARS - MAX_STATE_TEXT_LENGTH);
    const file = buildConfigFile(state);
    expect(file.length).toBeLessThanOrEqual(MAX_CONFIG_FILE_CHARS);
    const read = readConfigFile(file);
    expect(read.error).toBeNull();
    expect(read.repairs).toEqual([]);
    expect(read.state?.importedPrompt?.text.length).toBe(MAX_STATE_TEXT_LENGTH);
    expect(read.state).toEqual(state);
  });

  it('opens the configuration of a 3.9M-character prompt and a 3.96M-character history', () => {
    const state = createDefaultPlaygroundState();
    state.importedPrompt = {
      text: '# Rules\nSay "yes".\n'.repeat(195_000),
      fileName: 'system.md',
      active: true,
      disabledSpans: [],
    };
    const turn = '{"role":"user","parts":[{"text":"Run \\"ls\\"\\n"}]},\n';
    state.compression.customHistory = `[${turn.repeat(Math.floor(3_960_000 / turn.length))}{}]`;
    const file = buildConfigFile(state);
    expect(file.length).toBeGreaterThan(8 * 1024 * 1024); // over the old limit
    const read = readConfigFile(file);
    expect(read.error).toBeNull();
    expect(read.state).toEqual(state);
  });

  it('refuses a file larger than any the app writes, naming both sizes', () => {
    expect(configFileSizeProblem(MAX_CONFIG_FILE_CHARS)).toBeNull();
    expect(configFileSizeProblem(MAX_CONFIG_FILE_CHARS + 1)).toMatch(
      /^The file is [\d.]+ million characters long; Promptscope opens configuration files of up to [\d.]+ million characters\.$/,
    );
    expect(configFileSizeProblem(60_000_000, 'bytes')).toMatch(/^The file is 60\.0 MB; /);
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
