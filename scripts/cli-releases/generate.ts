import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { version as esbuildVersion } from 'esbuild';
import { bundleRelease, RELEASE_FILES, type BundledRelease } from './bundle';
import { fetchRelease, mapLimited, type TarballSource } from './fetchRelease';
import { newestFirst, type Manifest } from './manifest';
import { npmPack } from './npmPack';
import {
  bundleFileName,
  legacyFileName,
  toolsFileName,
  INDEX_TYPES,
  indexSource,
  noticeSource,
  type GeneratedRelease,
} from './output';

export interface GenerateOptions {
  manifest: Manifest;
  outDir: string;
  source?: TarballSource;
  log?: (line: string) => void;
  /** Rebuild even when the output already matches the manifest. */
  force?: boolean;
}

export interface GenerateResult {
  skipped: boolean;
  releases: GeneratedRelease[];
}

const STAMP = 'stamp.json';
const FETCH_CONCURRENCY = 3;

interface Stamp {
  key: string;
  releases: GeneratedRelease[];
  files: Record<string, string>;
}

const sha256 = (data: string | Uint8Array): string =>
  createHash('sha256').update(data).digest('hex');

/** What the output depends on: the manifest, this generator's code and stand-ins, esbuild. */
async function stampKey(manifest: Manifest): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(manifest)).update(esbuildVersion);
  const here = dirname(fileURLToPath(import.meta.url));
  for (const dir of [here, join(here, 'standins')]) {
    const names = (await readdir(dir)).filter((n) => /\.(ts|js)$/.test(n) && !n.includes('.test.'));
    for (const name of names.sort()) hash.update(name).update(await readFile(join(dir, name)));
  }
  return hash.digest('hex');
}

/** The id of a release's code: the hash of every module it is bundled into. */
function codeId(code: BundledRelease): string {
  const hash = createHash('sha256')
    .update(code.text)
    .update('\0')
    .update(code.tools ?? '');
  for (const [name, text] of [...code.shared].sort(([a], [b]) => a.localeCompare(b))) {
    hash.update('\0').update(name).update('\0').update(text);
  }
  return hash.digest('hex').slice(0, 16);
}

/** True when outDir holds exactly what a build of this manifest would write. */
async function isUpToDate(outDir: string, key: string): Promise<boolean> {
  try {
    const stamp = JSON.parse(await readFile(join(outDir, STAMP), 'utf8')) as Stamp;
    if (stamp.key !== key) return false;
    for (const [name, hash] of Object.entries(stamp.files)) {
      if (sha256(await readFile(join(outDir, name))) !== hash) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * Fetches, verifies and bundles every release of the manifest into outDir: per distinct code
 * (its textId is the hash of its modules' bytes) the prompt code, the legacy snippets, the tool
 * declarations and the modules they share (see bundleRelease), index.js/index.d.ts and notice.js.
 * Everything is written to a sibling folder first and swapped in at the end, so a failure
 * leaves the previous output (or none) untouched and nothing half-written.
 */
export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const { manifest, outDir, source = npmPack, log = () => {} } = options;
  const releases = [...manifest.releases].sort(newestFirst);
  const key = await stampKey(manifest);
  if (!options.force && (await isUpToDate(outDir, key))) {
    const stamp = JSON.parse(await readFile(join(outDir, STAMP), 'utf8')) as Stamp;
    return { skipped: true, releases: stamp.releases };
  }

  const fetched = await mapLimited(releases, FETCH_CONCURRENCY, async (release) => {
    const files = await fetchRelease(manifest.package, release, source);
    log(`fetched and verified ${manifest.package}@${release.version}`);
    return files;
  });
  const bundles = new Map<string, BundledRelease>();
  const generated: GeneratedRelease[] = [];
  for (const [index, release] of releases.entries()) {
    const code = await bundleRelease(release.version, fetched[index] as Map<string, Uint8Array>);
    const textId = codeId(code);
    bundles.set(textId, code);
    generated.push({ version: release.version, textId, tools: code.tools !== null });
  }

  const files = new Map<string, string>();
  for (const [textId, code] of bundles) {
    files.set(bundleFileName(textId), code.text);
    files.set(legacyFileName(textId), code.legacy);
    if (code.tools !== null) files.set(toolsFileName(textId), code.tools);
    // Named by esbuild after their content: equal code, equal name.
    for (const [name, text] of code.shared) files.set(name, text);
  }
  files.set('index.js', indexSource(generated));
  files.set('index.d.ts', INDEX_TYPES);
  const newest = fetched[0];
  if (newest && releases[0]) {
    const licenseText = Buffer.from(newest.get(RELEASE_FILES.license) ?? []).toString('utf8');
    files.set(
      'notice.js',
      noticeSource(manifest.package, releases[0].version, 'Apache-2.0', licenseText),
    );
  }
  const stamp: Stamp = {
    key,
    releases: generated,
    files: Object.fromEntries([...files].map(([name, text]) => [name, sha256(text)])),
  };
  files.set(STAMP, `${JSON.stringify(stamp, null, 2)}\n`);
  await writeAtomically(outDir, files);
  log(`wrote ${bundles.size} bundles for ${generated.length} releases to ${outDir}`);
  return { skipped: false, releases: generated };
}

async function writeAtomically(outDir: string, files: Map<string, string>): Promise<void> {
  const staging = `${outDir}.tmp-${process.pid}`;
  const previous = `${outDir}.old-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  let movedAway = false;
  try {
    await mkdir(staging, { recursive: true });
    for (const [name, text] of files) await writeFile(join(staging, name), text);
    await rm(previous, { recursive: true, force: true });
    movedAway = await rename(outDir, previous).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return false;
        throw error;
      },
    );
    await rename(staging, outDir);
    movedAway = false;
  } finally {
    // The swap failed half-way: the previous output goes back where it was.
    if (movedAway) await rename(previous, outDir).catch(() => {});
    await rm(staging, { recursive: true, force: true });
    await rm(previous, { recursive: true, force: true });
  }
}
