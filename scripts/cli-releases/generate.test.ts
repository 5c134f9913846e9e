import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReleaseBundle, ReleaseEntry, ReleasePromptCode } from '../../src/releases/types';
import { generate } from './generate';
import { sha512Integrity } from './integrity';
import type { Manifest } from './manifest';
import { ReleaseError } from './releaseError';
import { fixtureRelease, fixtureTarball } from './testing/fixtureTarball';

const temps: string[] = [];
afterEach(async () => {
  await Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'cli-releases-test-'));
  temps.push(dir);
  return dir;
}

/** Fixture releases: 0.3.0 and 0.2.0 share their code, 0.10.0 differs. */
const TARBALLS: Record<string, Uint8Array> = {
  '0.2.0': fixtureTarball(fixtureRelease('old words')),
  '0.3.0': fixtureTarball(fixtureRelease('old words')),
  '0.10.0': fixtureTarball(fixtureRelease('new words')),
};
const source = async (_name: string, version: string): Promise<Uint8Array> => {
  const tarball = TARBALLS[version];
  if (!tarball) throw new ReleaseError(version, 'not in the fixture registry', 'none');
  return tarball;
};
const manifest = (versions: string[]): Manifest => ({
  package: '@google/gemini-cli-core',
  releases: versions.map((version) => ({
    version,
    integrity: sha512Integrity(TARBALLS[version] ?? new Uint8Array()),
  })),
});

interface GeneratedIndex {
  RELEASES: readonly ReleaseEntry[];
  loadReleaseBundle(version: string): Promise<ReleaseBundle>;
  loadReleasePromptCode(version: string): Promise<ReleasePromptCode>;
  loadReleaseLegacy(version: string): Promise<ReleaseBundle['legacy']>;
  loadReleaseTools(version: string): Promise<ReleaseBundle['tools']>;
  loadPackageNotice(): Promise<{ packageName: string; licenseText: string }>;
}
const importIndex = async (outDir: string): Promise<GeneratedIndex> =>
  (await import(/* @vite-ignore */ pathToFileURL(join(outDir, 'index.js')).href)) as GeneratedIndex;

describe('generating the release bundles', () => {
  it('lists the releases newest first and writes one bundle per distinct code', async () => {
    const outDir = join(await tempDir(), 'generated');
    const result = await generate({
      manifest: manifest(['0.2.0', '0.10.0', '0.3.0']),
      outDir,
      source,
    });
    expect(result.skipped).toBe(false);
    const index = await importIndex(outDir);
    expect(index.RELEASES.map((r) => r.version)).toEqual(['0.10.0', '0.3.0', '0.2.0']);
    const [newest, middle, oldest] = index.RELEASES;
    expect(middle?.textId).toBe(oldest?.textId);
    expect(newest?.textId).not.toBe(middle?.textId);
    // Per distinct code: its prompt code, its tool declarations and the modules both import.
    const bundles = (await readdir(outDir)).filter((name) => name.startsWith('bundle-'));
    const shared = bundles.filter((name) => /^bundle-shared-[A-Z0-9]+\.js$/.test(name));
    expect(shared.length).toBeGreaterThan(0);
    expect(bundles.sort()).toEqual(
      [
        ...[middle?.textId, newest?.textId].flatMap((id) => [
          `bundle-${id}.js`,
          `bundle-${id}-legacy.js`,
          `bundle-${id}-tools.js`,
        ]),
        ...shared,
      ].sort(),
    );
  });

  it('bundles that load in Node and render with the stand-ins and the platform shim', async () => {
    const outDir = join(await tempDir(), 'generated');
    await generate({ manifest: manifest(['0.10.0', '0.2.0']), outDir, source });
    const index = await importIndex(outDir);
    const bundle = await index.loadReleaseBundle('0.10.0');
    expect(bundle.version).toBe('0.10.0');
    const options = { preamble: {} };
    expect(bundle.modern.getCoreSystemPrompt(options)).toBe(
      'modern preamble: new words\nuse run_shell_command\nread GEMINI.md\non linux',
    );
    bundle.setPlatform('win32');
    expect(bundle.legacy.getCoreSystemPrompt(options)).toContain('on win32');
    expect(bundle.models).toEqual(expect.objectContaining({ DEFAULT_MODEL: 'fixture-model' }));
    await expect(index.loadReleaseBundle('9.9.9')).rejects.toThrow(
      /No bundle for CLI release 9\.9\.9/,
    );
    const code = await readFile(join(outDir, `bundle-${bundle.textId}.js`), 'utf8');
    expect(code.startsWith('/*! @license')).toBe(true);
    expect(code).toContain('Fixture licence header');
    const notice = await index.loadPackageNotice();
    expect(notice).toEqual(
      expect.objectContaining({
        packageName: '@google/gemini-cli-core',
        licenseText: 'Fixture licence text',
      }),
    );
  });

  it('does no work when the output already matches the manifest, and redoes it when a file changed', async () => {
    const outDir = join(await tempDir(), 'generated');
    const pinned = manifest(['0.10.0']);
    await generate({ manifest: pinned, outDir, source });
    let fetches = 0;
    const counting = async (name: string, version: string) => {
      fetches++;
      return source(name, version);
    };
    expect((await generate({ manifest: pinned, outDir, source: counting })).skipped).toBe(true);
    expect(fetches).toBe(0);
    await writeFile(join(outDir, 'index.js'), '// edited');
    expect((await generate({ manifest: pinned, outDir, source: counting })).skipped).toBe(false);
    expect(fetches).toBe(1);
    expect(await readFile(join(outDir, 'index.js'), 'utf8')).toContain('loadReleaseBundle');
  });

  it('leaves nothing half-written when a release fails, and keeps the previous output', async () => {
    const parent = await tempDir();
    const outDir = join(parent, 'generated');
    const tampered = manifest(['0.10.0', '0.2.0']);
    tampered.releases[1] = {
      version: '0.2.0',
      integrity: sha512Integrity(TARBALLS['0.10.0'] as Uint8Array),
    };
    await expect(generate({ manifest: tampered, outDir, source })).rejects.toThrow(
      /^CLI release 0\.2\.0: the tarball's sha512/,
    );
    expect(await readdir(parent)).toEqual([]);

    await generate({ manifest: manifest(['0.10.0']), outDir, source });
    const before = await readFile(join(outDir, 'index.js'), 'utf8');
    await expect(generate({ manifest: tampered, outDir, source })).rejects.toThrow(ReleaseError);
    expect(await readdir(parent)).toEqual(['generated']);
    expect(await readFile(join(outDir, 'index.js'), 'utf8')).toBe(before);
  });

  it('refuses a release whose snippets import a module with no stand-in, naming it', async () => {
    const files = fixtureRelease('x', {
      'dist/src/prompts/snippets.js':
        "import { homedir } from 'node:os';\nexport const a = homedir;\n",
    });
    TARBALLS['0.4.0'] = fixtureTarball(files);
    const outDir = join(await tempDir(), 'generated');
    await expect(generate({ manifest: manifest(['0.4.0']), outDir, source })).rejects.toThrow(
      /CLI release 0\.4\.0: its prompt code does not bundle with the stand-ins \(the release imports "node:os", which has no stand-in\)/,
    );
  });

  it('bundles the snippets without config/models.js when that module needs Node', async () => {
    TARBALLS['0.5.0'] = fixtureTarball(
      fixtureRelease('y', {
        'dist/src/config/models.js': "import fs from 'node:fs';\nexport const m = fs;\n",
      }),
    );
    const outDir = join(await tempDir(), 'generated');
    await generate({ manifest: manifest(['0.5.0']), outDir, source });
    const bundle = await (await importIndex(outDir)).loadReleaseBundle('0.5.0');
    expect(bundle.models).toBeNull();
    expect(bundle.modern.getCoreSystemPrompt({})).toContain('use run_shell_command');
  });

  it('bundles the tool declarations with the stand-ins for node:os, zod and zod-to-json-schema', async () => {
    const outDir = join(await tempDir(), 'generated');
    await generate({ manifest: manifest(['0.10.0']), outDir, source });
    const index = await importIndex(outDir);
    const { tools, setPlatform } = await index.loadReleaseBundle('0.10.0');
    if (!tools) throw new Error('the fixture release bundled no tools');
    // The declarations are a module of their own, which the prompt code does not load.
    expect(await index.loadReleaseTools('0.10.0')).toBe(tools);
    const code = await index.loadReleasePromptCode('0.10.0');
    expect(code).not.toHaveProperty('tools');
    // So are the legacy snippets, which still read the platform the prompt code sets.
    expect(code).not.toHaveProperty('legacy');
    code.setPlatform('darwin');
    expect((await index.loadReleaseLegacy('0.10.0')).getCoreSystemPrompt({})).toContain(
      'on darwin',
    );
    const readFile = tools['READ_FILE_DEFINITION'] as Parameters<
      typeof tools.resolveToolDeclaration
    >[0];
    expect(tools.resolveToolDeclaration(readFile, 'fixture-model')).toEqual(
      expect.objectContaining({ description: 'fixture read for fixture-model' }),
    );
    expect(tools.resolveToolDeclaration(readFile, 'other')).toEqual(
      expect.objectContaining({ description: 'fixture read' }),
    );
    setPlatform('win32');
    expect(tools.getShellDefinition(true, false).base).toEqual(
      expect.objectContaining({ description: 'shell on win32, interactive' }),
    );
    // What zod 3.25.76 with zod-to-json-schema 3.25.1 (the release's pins) write, key order too.
    const skills = (names: string[]) =>
      JSON.stringify(
        (tools.getActivateSkillDefinition(names).base as { parametersJsonSchema: unknown })
          .parametersJsonSchema,
      );
    expect(skills(['a', 'b'])).toBe(
      '{"type":"object","properties":{"name":{"type":"string","enum":["a","b"],"description":"pick one"}},"required":["name"],"additionalProperties":false,"$schema":"http://json-schema.org/draft-07/schema#"}',
    );
    expect(skills([])).toBe(
      '{"type":"object","properties":{"name":{"type":"string","description":"none"}},"required":["name"],"additionalProperties":false,"$schema":"http://json-schema.org/draft-07/schema#"}',
    );
  });

  it('keeps the prompt code and drops the tools when the declarations need a package with no stand-in', async () => {
    TARBALLS['0.6.0'] = fixtureTarball(
      fixtureRelease('z', {
        'dist/src/tools/definitions/resolver.js':
          "import fs from 'node:fs';\nexport const resolveToolDeclaration = () => fs;\n",
      }),
    );
    const outDir = join(await tempDir(), 'generated');
    await generate({ manifest: manifest(['0.6.0']), outDir, source });
    const index = await importIndex(outDir);
    const bundle = await index.loadReleaseBundle('0.6.0');
    expect(bundle.tools).toBeNull();
    expect(await index.loadReleaseTools('0.6.0')).toBeNull();
    expect((await readdir(outDir)).filter((name) => name.endsWith('-tools.js'))).toEqual([]);
    expect(bundle.models).toEqual(expect.objectContaining({ DEFAULT_MODEL: 'fixture-model' }));
  });
});
