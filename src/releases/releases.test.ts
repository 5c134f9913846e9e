// Checks the bundles the install step wrote (src/releases/generated/, from manifest.json).
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import manifest from './manifest.json';
import {
  CLI_PACKAGE_NOTICE,
  NEWEST_RELEASE,
  RELEASES,
  RELEASE_VERSIONS,
  loadPackageNotice,
  loadReleaseBundle,
  loadReleaseLegacy,
  loadReleasePromptCode,
  loadReleaseTools,
} from './index';

const generatedDir = fileURLToPath(new URL('./generated/', import.meta.url));
/** Every module of every release: prompt code, tool declarations and what they share. */
const bundleFiles = async (): Promise<string[]> =>
  (await readdir(generatedDir)).filter((name) => /^bundle-[\w-]+\.js$/.test(name));
/** The only imports a bundle keeps: of a module it shares with the release's other one. */
const SHARED_IMPORT = /^\.\/bundle-shared-[A-Z0-9]+\.js$/;

const semverDescending = (a: string, b: string): number => {
  const [pa, pb] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i++) {
    const diff = (pb?.[i] ?? 0) - (pa?.[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
};

/** Options every supported release accepts (SystemPromptOptions since 0.44.1). */
const MINIMAL = { preamble: { interactive: true, approvalMode: 'default' } };
const MANDATES = {
  interactive: true,
  hasSkills: false,
  hasHierarchicalMemory: false,
  topicUpdateNarration: false,
};

describe('the generated releases', () => {
  it('lists every release of the manifest, newest first', () => {
    const versions = manifest.releases.map((release) => release.version);
    expect(RELEASE_VERSIONS).toEqual([...versions].sort(semverDescending));
    expect([...RELEASE_VERSIONS].sort()).toEqual([...versions].sort());
    expect(NEWEST_RELEASE).toBe(RELEASE_VERSIONS[0]);
    expect(RELEASE_VERSIONS).toContain('0.44.1');
  });

  it('writes per distinct text its prompt code, legacy snippets, tool declarations and what they share', async () => {
    const files = await bundleFiles();
    const textIds = [...new Set(RELEASES.map((r) => r.textId))];
    const shared = files.filter((name) => SHARED_IMPORT.test(`./${name}`));
    expect(files.sort()).toEqual(
      [
        ...textIds.flatMap((id) => [
          `bundle-${id}.js`,
          `bundle-${id}-legacy.js`,
          `bundle-${id}-tools.js`,
        ]),
        ...shared,
      ].sort(),
    );
    // Each shared module is imported by more than one module.
    for (const name of shared) {
      const importers = [];
      for (const file of files) {
        if ((await readFile(generatedDir + file, 'utf8')).includes(`"./${name}"`)) {
          importers.push(file);
        }
      }
      expect(importers.length, name).toBeGreaterThanOrEqual(2);
    }
  });

  it('loads the prompt code, the legacy snippets and the tool declarations apart, and together', async () => {
    const version = NEWEST_RELEASE;
    const [code, legacy, tools, bundle] = await Promise.all([
      loadReleasePromptCode(version),
      loadReleaseLegacy(version),
      loadReleaseTools(version),
      loadReleaseBundle(version),
    ]);
    expect(code).not.toHaveProperty('tools');
    expect(code).not.toHaveProperty('legacy');
    expect(code.modern).toBe(bundle.modern);
    expect(bundle.legacy).toBe(legacy);
    expect(typeof legacy.getCoreSystemPrompt).toBe('function');
    expect(tools).not.toBeNull();
    expect(bundle.tools).toBe(tools);
    // One process shim for both: the platform set for the prompt reaches the declarations.
    const shell = () =>
      JSON.stringify(bundle.tools?.getShellDefinition(true, false, false).base ?? null);
    const linux = shell();
    bundle.setPlatform('win32');
    const windows = shell();
    bundle.setPlatform('linux');
    expect(windows).not.toBe(linux);
    await expect(loadReleaseTools('9.9.9')).rejects.toThrow(/No bundle for CLI release 9\.9\.9/);
  });

  it.each(RELEASES.map((r) => r.version))(
    '%s loads in Node and renders both families',
    async (version) => {
      const bundle = await loadReleaseBundle(version);
      expect(bundle.version).toBe(version);
      for (const family of [bundle.modern, bundle.legacy]) {
        const text = family.getCoreSystemPrompt(MINIMAL);
        expect(text.length).toBeGreaterThan(100);
        expect(text).toMatch(/CLI agent/);
        expect(family.renderFinalShell(text, 'remember this')).toContain('remember this');
        expect(family.getCompressionPrompt().length).toBeGreaterThan(100);
      }
      expect(typeof bundle.models?.resolveModel).toBe('function');
      expect(typeof bundle.models?.supportsModernFeatures).toBe('function');
    },
  );

  it('gives the legacy snippets the platform the renderer sets', async () => {
    const bundle = await loadReleaseBundle(NEWEST_RELEASE);
    const options = {
      ...MINIMAL,
      operationalGuidelines: {
        interactive: true,
        isGemini3: false,
        enableShellEfficiency: true,
        interactiveShellEnabled: true,
        topicUpdateNarration: false,
      },
    };
    bundle.setPlatform('linux');
    const linux = bundle.legacy.getCoreSystemPrompt(options);
    bundle.setPlatform('win32');
    const windows = bundle.legacy.getCoreSystemPrompt(options);
    bundle.setPlatform('linux');
    expect(windows).not.toBe(linux);
  });

  it("keeps each release's own text: 0.60.0 added to the Core Mandates that 0.59.0 had", async () => {
    const [older, newer] = await Promise.all([
      loadReleaseBundle('0.59.0'),
      loadReleaseBundle('0.60.0'),
    ]);
    const render = (bundle: typeof older) =>
      bundle.modern.getCoreSystemPrompt({ ...MINIMAL, coreMandates: MANDATES });
    expect(render(newer).length).toBeGreaterThan(render(older).length);
    expect(older.textId).not.toBe(newer.textId);
  });

  it('runs in a browser: no Node built-ins, no require, no imports but of its shared modules', async () => {
    const files = await bundleFiles();
    for (const name of files) {
      const code = await readFile(generatedDir + name, 'utf8');
      expect(code, name).not.toMatch(/\bimport\s*\(|\brequire\(|['"]node:/);
      for (const [, from] of code.matchAll(/\b(?:from|import)\s*['"]([^'"]*)['"]/g)) {
        expect(from, name).toMatch(SHARED_IMPORT);
        expect(files, name).toContain(from?.slice(2));
      }
    }
  });

  it("keeps the licence: our header first, then the package's own @license headers", async () => {
    for (const name of await bundleFiles()) {
      const code = await readFile(generatedDir + name, 'utf8');
      expect(code.startsWith('/*! @license'), name).toBe(true);
      expect(code).toContain('Apache License, Version 2.0');
      // Our header names the licence, and each of the package's files keeps its own.
      expect(
        code.match(/SPDX-License-Identifier: Apache-2\.0/g)?.length ?? 0,
        name,
      ).toBeGreaterThanOrEqual(2);
    }
  });

  it("carries the package's licence text for the notices", async () => {
    const notice = await loadPackageNotice();
    expect(notice.packageName).toBe('@google/gemini-cli-core');
    expect(notice.license).toBe('Apache-2.0');
    expect(notice.version).toBe(NEWEST_RELEASE);
    expect(notice.licenseText).toContain('Apache License');
    expect(notice.licenseText.length).toBeGreaterThan(10_000);
    expect(CLI_PACKAGE_NOTICE.packageName).toBe(manifest.package);
    expect(CLI_PACKAGE_NOTICE.license).toBe(notice.license);
  });
});
