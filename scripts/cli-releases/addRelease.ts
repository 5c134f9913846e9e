import { readFile, writeFile } from 'node:fs/promises';
import { bundleRelease } from './bundle';
import { changeReport, importBundle } from './changeReport';
import { fetchRelease, type TarballSource } from './fetchRelease';
import { generate } from './generate';
import { newestFirst, readManifest, writeManifest } from './manifest';
import { npmPack, npmViewIntegrity } from './npmPack';
import { CORE_RELEASE_LIST_PATH, writeCoreReleaseList } from './coreReleaseList';
import { compareDecisions, compareShapes, type ShapeChange } from './shapes';

export interface AddOptions {
  version: string;
  manifestPath: string;
  outDir: string;
  /** The core's cliVersion.ts, whose `SUPPORTED_RELEASES` is rewritten to match the manifest. */
  coreListPath?: string;
  source?: TarballSource;
  lookupIntegrity?: (packageName: string, version: string) => Promise<string>;
  /**
   * The changed decision files (shapes.ts `DECISION_FILES`, the default policy) were checked
   * against the core: record the release anyway (`--reviewed`).
   */
  reviewed?: boolean;
  log?: (line: string) => void;
}

const describeChanges = (changes: readonly (ShapeChange & { mirroredIn?: string })[]): string[] =>
  changes.map((change) =>
    [
      `  ${change.file}${change.mirroredIn ? ` (mirrored in ${change.mirroredIn})` : ''}:`,
      ...change.lines.map((l) => `    ${l}`),
    ].join('\n'),
  );

/** A release `add` refuses; the message says what to do. */
export class AddRefused extends Error {
  override name = 'AddRefused';
}

/**
 * `npm run cli-release -- add <version>`: fetches the release, checks that its option shapes and
 * promptProvider.js equal those of the newest supported release (what the core mirrors) and that
 * the other files whose decisions the core mirrors are unchanged or were reviewed, records
 * its integrity in the manifest, regenerates the bundles and returns what changed in the text.
 * Nothing is recorded when a check fails.
 */
export async function addRelease(options: AddOptions): Promise<string> {
  const { version, manifestPath, outDir, source = npmPack, log = () => {} } = options;
  const coreListPath = options.coreListPath ?? CORE_RELEASE_LIST_PATH;
  const lookupIntegrity = options.lookupIntegrity ?? npmViewIntegrity;
  if (!/^\d+\.\d+\.\d+$/.test(version)) {
    throw new AddRefused(`"${version}" is not a release version (x.y.z, e.g. 0.62.0).`);
  }
  const manifest = await readManifest(manifestPath);
  if (manifest.releases.some((release) => release.version === version)) {
    throw new AddRefused(`${version} is already in ${manifestPath}.`);
  }
  const reference = [...manifest.releases].sort(newestFirst)[0];
  if (!reference) throw new AddRefused(`${manifestPath} lists no release to compare with.`);

  const integrity = await lookupIntegrity(manifest.package, version);
  const release = { version, integrity };
  const [files, referenceFiles] = await Promise.all([
    fetchRelease(manifest.package, release, source),
    fetchRelease(manifest.package, reference, source),
  ]);
  log(
    `fetched ${manifest.package}@${version} (${integrity.slice(0, 19)}…) and ${reference.version}`,
  );

  const changes = compareShapes(referenceFiles, files);
  if (changes.length > 0) {
    throw new AddRefused(
      [
        `${version} changes what the core mirrors, compared with ${reference.version} (comments and whitespace ignored):`,
        ...describeChanges(changes),
        `Nothing was recorded. Teach src/core/prompt the new options or decisions first, then run the command again.`,
      ].join('\n'),
    );
  }
  const decisions = compareDecisions(referenceFiles, files);
  if (decisions.length > 0 && !options.reviewed) {
    throw new AddRefused(
      [
        `${version} changes files whose decisions the core mirrors in its own code, compared with ${reference.version} (comments and whitespace ignored):`,
        ...describeChanges(decisions),
        `Nothing was recorded. Check each change against the code named beside it; once the core decides as ${version} does, record it with: npm run cli-release -- add ${version} --reviewed`,
      ].join('\n'),
    );
  }
  if (decisions.length > 0) {
    log(`reviewed changes in ${decisions.map((change) => change.file).join(', ')}`);
  }

  const [before, after] = await Promise.all([
    bundleRelease(reference.version, referenceFiles).then(importBundle),
    bundleRelease(version, files).then(importBundle),
  ]);
  const report = changeReport(reference.version, version, before, after);

  const updated = { ...manifest, releases: [...manifest.releases, release] };
  const newest = [...updated.releases].sort(newestFirst);
  // The core's list first: if it cannot be updated, nothing is recorded.
  const coreListBefore = await readFile(coreListPath, 'utf8');
  await writeCoreReleaseList(
    newest.map((entry) => entry.version),
    coreListPath,
  );
  try {
    await writeManifest(updated, manifestPath);
  } catch (error) {
    await writeFile(coreListPath, coreListBefore);
    throw error;
  }
  await generate({
    manifest: { ...updated, releases: [...updated.releases].sort(newestFirst) },
    outDir,
    source,
    log,
  });
  log(`recorded ${version} in ${manifestPath} and in the core's SUPPORTED_RELEASES`);
  return report;
}
