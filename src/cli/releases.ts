/**
 * The command line loads the same release bundles as the app (src/releases/generated, written
 * by the install step) and hands them to the core, so `npm run render` prints each release's
 * own text.
 */
import { provideRelease } from '../core/index';
import { RELEASES, loadReleaseBundle } from '../releases/index';

/**
 * Loads every installed release (or only `versions`) and makes it available to renders.
 * Resolves to a function that takes them back (for tests).
 */
export async function provideReleases(
  versions: readonly string[] = RELEASES.map((release) => release.version),
): Promise<() => void> {
  const bundles = await Promise.all(versions.map((version) => loadReleaseBundle(version)));
  const undo = bundles.map((bundle) => provideRelease(bundle));
  return () => {
    for (const takeBack of undo.reverse()) takeBack();
  };
}
