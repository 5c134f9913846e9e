/** The build preloads exactly what a new user's first render waits for. */
import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../../src/core/index';
import { RELEASES } from '../../src/releases/index';
import { defaultStartModules } from './defaultStartModules';

describe('defaultStartModules', () => {
  it("names the releases' index and the default release's own bundle, which exist", async () => {
    const version = createDefaultPlaygroundState().gemini.cliVersion;
    const release = RELEASES.find((candidate) => candidate.version === version);
    expect(release).toBeDefined();
    const modules = defaultStartModules();
    expect(modules.some((id) => id.endsWith('/src/releases/index.ts'))).toBe(true);
    expect(modules.some((id) => id.endsWith(`/generated/bundle-${release?.textId}.js`))).toBe(true);
    const { existsSync } = await import('node:fs');
    for (const id of modules) expect(existsSync(id)).toBe(true);
  });
});
