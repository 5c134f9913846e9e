/**
 * Tests' access to the installed release bundles (src/releases/generated, written by the
 * install step). Only tests import this file: the core itself never reaches outside src/core.
 */
import { RELEASES, loadReleaseBundle } from '../../../releases/generated/index.js';
import type { ReleaseRenderer } from './port';

/** Every installed release, newest first. */
export async function loadTestReleases(): Promise<ReleaseRenderer[]> {
  return Promise.all(RELEASES.map((release) => loadReleaseBundle(release.version)));
}
