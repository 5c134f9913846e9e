import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export interface ManifestRelease {
  version: string;
  integrity: string;
}

export interface Manifest {
  package: string;
  releases: ManifestRelease[];
}

export const MANIFEST_PATH = fileURLToPath(
  new URL('../../src/releases/manifest.json', import.meta.url),
);
export const GENERATED_DIR = fileURLToPath(
  new URL('../../src/releases/generated', import.meta.url),
);

export async function readManifest(path = MANIFEST_PATH): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(path, 'utf8')) as Manifest;
  if (typeof manifest.package !== 'string' || !Array.isArray(manifest.releases)) {
    throw new Error(`${path} must hold { "package": string, "releases": [...] }`);
  }
  return manifest;
}

export async function writeManifest(manifest: Manifest, path = MANIFEST_PATH): Promise<void> {
  const sorted = { ...manifest, releases: [...manifest.releases].sort(newestFirst) };
  await writeFile(path, `${JSON.stringify(sorted, null, 2)}\n`);
}

/** Compares `x.y.z` versions, newest first. */
export function newestFirst(a: { version: string }, b: { version: string }): number {
  const pa = a.version.split('.').map(Number);
  const pb = b.version.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pb[i] ?? 0) - (pa[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
