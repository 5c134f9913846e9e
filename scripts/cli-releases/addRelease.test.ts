import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AddRefused, addRelease } from './addRelease';
import { sha512Integrity } from './integrity';
import type { Manifest } from './manifest';
import { clipAroundChange, normaliseSource } from './shapes';
import { fixtureRelease, fixtureTarball } from './testing/fixtureTarball';

const TYPES = 'dist/src/prompts/snippets.d.ts';
const LEGACY_TYPES = 'dist/src/prompts/snippets.legacy.d.ts';
const PROVIDER = 'dist/src/prompts/promptProvider.js';
const REGISTRY = 'dist/src/tools/tool-registry.js';

let dir: string;
let tarballs: Record<string, Uint8Array>;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cli-release-add-'));
  tarballs = { '1.0.0': fixtureTarball(fixtureRelease('first words')) };
  const manifest: Manifest = {
    package: '@google/gemini-cli-core',
    releases: [{ version: '1.0.0', integrity: sha512Integrity(tarballs['1.0.0'] as Uint8Array) }],
  };
  await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest));
  await writeFile(
    join(dir, 'cliVersion.ts'),
    "export const SUPPORTED_RELEASES = [\n  '1.0.0',\n] as const satisfies readonly string[];\n",
  );
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Publishes a fixture release built from the reference one with some files changed. */
function publish(version: string, text: string, changed: Record<string, string> = {}): void {
  tarballs[version] = fixtureTarball(fixtureRelease(text, changed));
}

const add = (version: string, reviewed = false) =>
  addRelease({
    version,
    reviewed,
    manifestPath: join(dir, 'manifest.json'),
    outDir: join(dir, 'generated'),
    coreListPath: join(dir, 'cliVersion.ts'),
    source: async (_name, v) => tarballs[v] as Uint8Array,
    lookupIntegrity: async (_name, v) => sha512Integrity(tarballs[v] as Uint8Array),
  });
const manifestVersions = async (): Promise<string[]> =>
  (JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as Manifest).releases.map(
    (r) => r.version,
  );

describe('cli-release add', () => {
  it('records a release whose shapes match, newest first, and reports what its text changed', async () => {
    publish('1.1.0', 'second words', {
      // Comments and layout do not count as a change of shape.
      [TYPES]:
        '/** documented */\nexport interface SystemPromptOptions {\n    preamble?: unknown;\n}\n',
    });
    const report = await add('1.1.0');
    expect(await manifestVersions()).toEqual(['1.1.0', '1.0.0']);
    // The core offers it too: its list is rewritten, newest first.
    expect(await readFile(join(dir, 'cliVersion.ts'), 'utf8')).toBe(
      "export const SUPPORTED_RELEASES = [\n  '1.1.0',\n  '1.0.0',\n] as const satisfies readonly string[];\n",
    );
    const index = await readFile(join(dir, 'generated', 'index.js'), 'utf8');
    expect(index).toContain('"1.1.0"');
    expect(report).toContain('Prompt text from 1.0.0 to 1.1.0');
    expect(report).toMatch(/modern renderPreamble: \+\d+ −\d+ characters/);
    expect(report).toContain('+ "second"');
    expect(report).toContain('- "first"');
    expect(report).toMatch(/modern: 2 of 4 renderers render the same text/);
  });

  it('refuses a release whose SystemPromptOptions changed, naming the file and the line', async () => {
    publish('1.1.0', 'first words', {
      [TYPES]: 'export interface SystemPromptOptions { preamble?: unknown; memoryV2?: boolean; }\n',
    });
    const refusal = await add('1.1.0').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AddRefused);
    const message = (refusal as Error).message;
    expect(message).toContain('1.1.0 changes what the core mirrors, compared with 1.0.0');
    expect(message).toContain(`${TYPES}:`);
    expect(message).toContain(
      '+ export interface SystemPromptOptions { preamble?: unknown; memoryV2?: boolean; }',
    );
    expect(message).not.toContain(LEGACY_TYPES);
    expect(await manifestVersions()).toEqual(['1.0.0']);
    expect(await readFile(join(dir, 'cliVersion.ts'), 'utf8')).not.toContain('1.1.0');
  });

  it('refuses a release whose promptProvider.js decides differently', async () => {
    publish('1.1.0', 'first words', {
      [PROVIDER]: 'export class PromptProvider { mode() { return "plan"; } }\n',
    });
    await expect(add('1.1.0')).rejects.toThrow(
      /promptProvider\.js:\n {4}- export class PromptProvider \{\}/,
    );
    expect(await manifestVersions()).toEqual(['1.0.0']);
  });

  it('refuses a release that drops a shape file', async () => {
    const files = fixtureRelease('first words');
    delete files[LEGACY_TYPES];
    tarballs['1.1.0'] = fixtureTarball(files);
    await expect(add('1.1.0')).rejects.toThrow(
      /snippets\.legacy\.d\.ts:\n {4}\(missing in the new release\)/,
    );
  });

  it('asks for a review when a file whose decisions the core mirrors changed', async () => {
    const policy = 'dist/src/policy/policies/plan.toml';
    tarballs['1.0.0'] = fixtureTarball(
      fixtureRelease('first words', {
        [policy]: '# plan mode\n[[rule]]\ntoolName = "glob"\ndecision = "allow"\n',
        [REGISTRY]: 'export class ToolRegistry { sortTools() { return 0; } }\n',
      }),
    );
    await writeFile(
      join(dir, 'manifest.json'),
      JSON.stringify({
        package: '@google/gemini-cli-core',
        releases: [
          { version: '1.0.0', integrity: sha512Integrity(tarballs['1.0.0'] as Uint8Array) },
        ],
      } satisfies Manifest),
    );
    // A comment in a policy file is not a change; a new rule and a new policy file are.
    publish('1.1.0', 'first words', {
      [policy]:
        '# plan mode, reworded\n[[rule]]\ntoolName = "glob"\ndecision = "allow"\n[[rule]]\ntoolName = "mcp_*"\ndecision = "deny"\n',
      'dist/src/policy/policies/tracker.toml': '[[rule]]\ntoolName = "tracker"\n',
      [REGISTRY]: 'export class ToolRegistry { sortTools() { return 0; } }\n',
    });
    const refusal = (await add('1.1.0').catch((error: unknown) => error)) as Error;
    expect(refusal).toBeInstanceOf(AddRefused);
    expect(refusal.message).toContain(
      `${policy} (mirrored in src/core/prompt/current/releasePolicy.ts):`,
    );
    expect(refusal.message).toContain('+ toolName = "mcp_*"');
    expect(refusal.message).toContain('dist/src/policy/policies/tracker.toml');
    expect(refusal.message).toContain('(new file)');
    expect(refusal.message).not.toContain(REGISTRY);
    expect(refusal.message).toContain('npm run cli-release -- add 1.1.0 --reviewed');
    expect(await manifestVersions()).toEqual(['1.0.0']);
    // Once reviewed, the same release is recorded.
    await add('1.1.0', true);
    expect(await manifestVersions()).toEqual(['1.1.0', '1.0.0']);
  });

  it('records nothing when the core list is not where it should be', async () => {
    publish('1.1.0', 'second words');
    await writeFile(join(dir, 'cliVersion.ts'), 'export const OTHER = 1;\n');
    await expect(add('1.1.0')).rejects.toThrow(/SUPPORTED_RELEASES = \[ … \] as const/);
    expect(await manifestVersions()).toEqual(['1.0.0']);
  });

  it('refuses a version already recorded, or not a version', async () => {
    await expect(add('1.0.0')).rejects.toThrow('1.0.0 is already in');
    await expect(add('latest')).rejects.toThrow('"latest" is not a release version');
  });
});

describe('the shape normalisation', () => {
  it('ignores comments, indentation and blank lines but not code', () => {
    const a = 'export interface A {\n  /** doc */\n  x: string; // note\n\n}\n';
    const b = 'export interface A {\n    x: string;\n}';
    expect(normaliseSource(a)).toBe(normaliseSource(b));
    expect(normaliseSource('const url = "https://example.com";')).toContain('https://example.com');
    expect(normaliseSource(a)).not.toBe(normaliseSource(b.replace('string', 'number')));
  });
});

describe('a changed line in the refusal', () => {
  it('starts shortly before where a long line differs from its old version', () => {
    const prefix = 'const desiredModel = resolveModel('.padEnd(300, 'x');
    const shown = clipAroundChange(`${prefix}, useLatestFlash)`, `${prefix})`);
    expect(shown.startsWith('…')).toBe(true);
    expect(shown.endsWith(', useLatestFlash)')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(161);
  });
});
