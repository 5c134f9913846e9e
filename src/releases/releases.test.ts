// Checks the bundles the install step wrote (src/releases/generated/, from manifest.json).
import { createHash } from 'node:crypto';
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
} from './index';

const generatedDir = fileURLToPath(new URL('./generated/', import.meta.url));
const bundleFiles = async (): Promise<string[]> =>
  (await readdir(generatedDir)).filter((name) => /^bundle-[0-9a-f]+\.js$/.test(name));

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

  it('writes one bundle per distinct text, named by the hash of its bytes', async () => {
    const files = await bundleFiles();
    expect(files.sort()).toEqual([...new Set(RELEASES.map((r) => `bundle-${r.textId}.js`))].sort());
    for (const name of files) {
      const hash = createHash('sha256')
        .update(await readFile(generatedDir + name))
        .digest('hex');
      expect(name).toBe(`bundle-${hash.slice(0, 16)}.js`);
    }
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

  it('runs in a browser: no Node built-ins, no require, no imports left in any bundle', async () => {
    for (const name of await bundleFiles()) {
      const code = await readFile(generatedDir + name, 'utf8');
      expect(code, name).not.toMatch(/\bfrom\s*['"]|\bimport\s*\(|\brequire\(|['"]node:/);
    }
  });

  it("keeps the licence: our header first, then the package's own @license headers", async () => {
    for (const name of await bundleFiles()) {
      const code = await readFile(generatedDir + name, 'utf8');
      expect(code.startsWith('/*! @license'), name).toBe(true);
      expect(code).toContain('Apache License, Version 2.0');
      expect(
        code.match(/SPDX-License-Identifier: Apache-2\.0/g)?.length ?? 0,
      ).toBeGreaterThanOrEqual(3);
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
