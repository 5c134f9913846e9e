/**
 * The dependency rules (.dependency-cruiser.cjs, run by `npm run deps`) catch a new violation:
 * probes are temporary files written into src/, cruised together with the same command-line
 * options as `npm run deps`, then deleted.
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..');
const probeName = (folder: string, name: string) =>
  `${folder}/zzDependencyProbe${name}${process.pid}.ts`;

const PROBES = {
  crossFeature: {
    path: probeName('src/ui/features/meter', 'CrossFeature'),
    code: "export { CompressionView } from '../compression/CompressionView';\n",
  },
  sameFeature: {
    path: probeName('src/ui/features/meter', 'SameFeature'),
    code: "export { meterModel } from './meterRows';\nexport { Tabs } from '../../components/Tabs';\n",
  },
  sharedToFeature: {
    path: probeName('src/ui/components', 'SharedToFeature'),
    code: "export { meterModel } from '../features/meter/meterRows';\n",
  },
  sharedToShared: {
    path: probeName('src/ui/prompt', 'SharedToShared'),
    code: "export { Tabs } from '../components/Tabs';\nexport { useConfig } from '../store/configStore';\n",
  },
  workerInternal: {
    path: probeName('src/ui/components', 'WorkerInternal'),
    code: "export { pieceKey } from '../../workers/tokenCount/pieceKey';\n",
  },
  workerClient: {
    path: probeName('src/ui/components', 'WorkerClient'),
    code: "export { countInWorker } from '../../workers/tokenCount/client';\n",
  },
  workerToUi: {
    path: probeName('src/workers/compression', 'WorkerToUi'),
    code: "export { Tabs } from '../../ui/components/Tabs';\n",
  },
  coreToWorker: {
    path: probeName('src/core/compression', 'CoreToWorker'),
    code: "export { pieceKey } from '../../workers/tokenCount/pieceKey';\n",
  },
  coreToReleases: {
    path: probeName('src/core/compression', 'CoreToReleases'),
    code: "export type { ReleaseBundle } from '../../releases/types';\n",
  },
};

let run: { status: number | null; lines: string[] };

beforeAll(() => {
  for (const { path, code } of Object.values(PROBES)) writeFileSync(join(ROOT, path), code);
  const result = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      ...Object.values(PROBES).map((probe) => probe.path),
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'err',
      '--max-depth',
      '1',
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  run = { status: result.status, lines: `${result.stdout}${result.stderr}`.split('\n') };
}, 180_000);

afterAll(() => {
  for (const { path } of Object.values(PROBES)) rmSync(join(ROOT, path), { force: true });
});

/** The violations reported for one probe, as `rule: from → to` lines. */
const violationsOf = (probe: keyof typeof PROBES) =>
  run.lines.filter((line) => line.includes(`${PROBES[probe].path} →`));

describe('dependency rules', () => {
  it('fail the run when a new violation is added', () => {
    expect(run.status).not.toBe(0);
  });

  it('reject a new import from one UI feature into another', () => {
    const [violation, ...others] = violationsOf('crossFeature');
    expect(violation).toContain('no-feature-to-feature');
    expect(violation).toContain('src/ui/features/compression/CompressionView.tsx');
    expect(others).toEqual([]);
  });

  it('accept imports within a feature and from shared components', () => {
    expect(violationsOf('sameFeature')).toEqual([]);
  });

  it('reject a shared UI piece importing a feature, not another shared piece', () => {
    const [violation, ...others] = violationsOf('sharedToFeature');
    expect(violation).toContain('shared-ui-never-imports-features');
    expect(others).toEqual([]);
    expect(violationsOf('sharedToShared')).toEqual([]);
  });

  it("reject a UI import of a worker's internals, not of its client", () => {
    expect(violationsOf('workerInternal').join('\n')).toContain('ui-uses-worker-clients-only');
    expect(violationsOf('workerClient')).toEqual([]);
  });

  it('reject a worker importing the UI and core importing a worker', () => {
    expect(violationsOf('workerToUi').join('\n')).toContain('workers-never-import-ui');
    expect(violationsOf('coreToWorker').join('\n')).toContain('core-is-pure');
  });

  it('reject core importing the CLI release bundles (core declares its own port type)', () => {
    expect(violationsOf('coreToReleases').join('\n')).toContain('core-is-pure');
  });
});
