import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The core's list of supported releases (`SUPPORTED_RELEASES`), which mirrors the manifest. */
export const CORE_RELEASE_LIST_PATH = fileURLToPath(
  new URL('../../src/core/prompt/cliVersion.ts', import.meta.url),
);

const LIST = /(export const SUPPORTED_RELEASES = \[)[^\]]*(\] as const)/;

/**
 * Rewrites `SUPPORTED_RELEASES` in the core's cliVersion.ts to `versions` (newest first), so
 * the app offers a release as soon as `add` records it. Refuses, changing nothing, when the
 * file no longer holds the list in the form this expects.
 */
export async function writeCoreReleaseList(
  versions: readonly string[],
  path = CORE_RELEASE_LIST_PATH,
): Promise<void> {
  const source = await readFile(path, 'utf8');
  if (!LIST.test(source)) {
    throw new Error(
      `${path} holds no "export const SUPPORTED_RELEASES = [ … ] as const" list to update; add the release there by hand.`,
    );
  }
  const body = versions.map((version) => `  '${version}',`).join('\n');
  await writeFile(path, source.replace(LIST, `$1\n${body}\n$2`));
}
