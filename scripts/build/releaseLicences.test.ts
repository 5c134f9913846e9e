import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { legalHeader, releaseLicences } from './releaseLicences';

const OURS = '/*! @license\n * Our header.\n */';
const THEIRS = (year: number) =>
  `/**\n * @license\n * Copyright ${year} Google LLC\n * SPDX-License-Identifier: Apache-2.0\n */`;
const SOURCE = `${OURS}\nvar a = 1;\n${THEIRS(2025)}\nvar b = 2;\n/** not legal */\n${THEIRS(2025)}\n${THEIRS(2026)}\n`;

let root: string | null = null;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = null;
});

interface FakeChunk {
  type: 'chunk';
  moduleIds: string[];
  code: string;
}
type GenerateBundle = (options: unknown, bundle: Record<string, FakeChunk>) => void;

describe('licence headers of the release chunks', () => {
  it('collects each distinct legal comment once, ours first, and no other comment', () => {
    expect(legalHeader(SOURCE)).toBe([OURS, THEIRS(2025), THEIRS(2026)].join('\n'));
  });

  it('puts them back at the top of a release chunk after minification, and only there', async () => {
    root = await mkdtemp(join(tmpdir(), 'release-licences-'));
    const dir = join(root, 'src', 'releases', 'generated');
    await mkdir(dir, { recursive: true });
    const bundleFile = join(dir, 'bundle-0123abcd.js');
    await writeFile(bundleFile, SOURCE);
    const bundle: Record<string, FakeChunk> = {
      release: { type: 'chunk', moduleIds: [bundleFile], code: 'var a=1,b=2;' },
      app: { type: 'chunk', moduleIds: [join(root, 'src', 'start.tsx')], code: 'app();' },
    };
    const plugin = releaseLicences();
    (plugin.generateBundle as unknown as GenerateBundle)({}, bundle);
    expect(bundle.release?.code).toBe(`${legalHeader(SOURCE)}\nvar a=1,b=2;`);
    expect(bundle.app?.code).toBe('app();');
  });
});
