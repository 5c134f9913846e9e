/**
 * A configuration file saved by the build whose one current CLI version was `'v0.61'`
 * (src/core/state/fixtures/cli-version-v0.61.json, written by that build's buildConfigFile)
 * opens as release 0.61.0, every saved field kept.
 */
import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../../../core';
import { expectedFromV2, V061_FIXTURE } from '../../../core/state/fixtures/cliVersionV061';
import { readConfigFile } from './configFile';

describe('a configuration file from the v0.61 build', () => {
  it('opens as 0.61.0 with nothing repaired', () => {
    const read = readConfigFile(V061_FIXTURE.configFile);
    expect(read.error).toBeNull();
    expect(read.repairs).toEqual([]);
    const saved = JSON.parse(V061_FIXTURE.configFile) as { version: number; state: unknown };
    expect(saved.version).toBe(2);
    expect(read.state).toEqual(expectedFromV2(saved.state, createDefaultPlaygroundState()));
    expect(read.state?.gemini.cliVersion).toBe('0.61.0');
    expect(read.state?.gemini.approvalMode).toBe('plan');
  });
});
