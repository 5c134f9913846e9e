import { createHash } from 'node:crypto';
import { ReleaseError, RETRY_BUILD } from './releaseError';

/** The Subresource-Integrity form npm records (`sha512-<base64>`) of some bytes. */
export function sha512Integrity(bytes: Uint8Array): string {
  return `sha512-${createHash('sha512').update(bytes).digest('base64')}`;
}

const SHA512_INTEGRITY = /^sha512-[A-Za-z0-9+/]{86}==$/;

/**
 * Checks a fetched tarball against the integrity pinned in the manifest, computing the digest
 * here rather than trusting npm's word for it. Throws a ReleaseError naming the release.
 */
export function verifyTarball(version: string, tarball: Uint8Array, pinned: string): void {
  if (!SHA512_INTEGRITY.test(pinned)) {
    throw new ReleaseError(
      version,
      `the manifest's integrity "${pinned.slice(0, 24)}…" is not a sha512 value`,
      `set it to the output of \`npm view @google/gemini-cli-core@${version} dist.integrity\` in src/releases/manifest.json, then ${RETRY_BUILD}`,
    );
  }
  const actual = sha512Integrity(tarball);
  if (actual !== pinned) {
    throw new ReleaseError(
      version,
      `the tarball's sha512 (${actual.slice(0, 19)}…) does not match the manifest's (${pinned.slice(0, 19)}…), so nothing was extracted`,
      `run \`npm cache verify\` and then ${RETRY_BUILD}; if it still differs, the download is not the published release: do not use it`,
    );
  }
}
