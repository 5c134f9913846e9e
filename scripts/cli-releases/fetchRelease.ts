import { verifyTarball } from './integrity';
import { npmPack } from './npmPack';
import { readTarball } from './tarball';
import { isReleaseFile, RELEASE_FILES } from './bundle';
import { ReleaseError, RETRY_BUILD } from './releaseError';
import { isDecisionFile } from './shapes';
import type { ManifestRelease } from './manifest';

/** Fetches a tarball's bytes; `npmPack` in the install, a fixture in tests. */
export type TarballSource = (packageName: string, version: string) => Promise<Uint8Array>;

/**
 * Fetches one release, checks it against its pinned integrity and returns only the files the
 * bundle and the checks of `add` need (see RELEASE_FILES and shapes.ts), keyed by their path in
 * the package.
 */
export async function fetchRelease(
  packageName: string,
  release: ManifestRelease,
  source: TarballSource = npmPack,
): Promise<Map<string, Uint8Array>> {
  const tarball = await source(packageName, release.version);
  verifyTarball(release.version, tarball, release.integrity);
  let files: Map<string, Uint8Array>;
  try {
    files = readTarball(tarball, (path) => isReleaseFile(path) || isDecisionFile(path));
  } catch (error) {
    throw new ReleaseError(
      release.version,
      `its tarball does not unpack (${error instanceof Error ? error.message : String(error)})`,
      RETRY_BUILD,
    );
  }
  for (const required of [RELEASE_FILES.license, RELEASE_FILES.snippets, RELEASE_FILES.legacy]) {
    if (!files.has(required)) {
      throw new ReleaseError(
        release.version,
        `its tarball has no ${required}, so it cannot be rendered`,
        `remove it from src/releases/manifest.json, then ${RETRY_BUILD}`,
      );
    }
  }
  return files;
}

/** Runs `task` over `items` with at most `limit` at a time, keeping the order of results. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
