/**
 * The releases whose prompt code has been loaded, by version. The app, the command line and
 * the tests load a release bundle (src/releases/) and hand it over here; every render that
 * names that release (the preview, the meter, exports, compare) then uses its own text.
 */
import type { ReleaseRenderer } from './port';

const loaded = new Map<string, ReleaseRenderer>();

/**
 * Makes `release` available to every render of its version. Returns a function that takes it
 * back (restoring what was there before), for tests.
 */
export function provideRelease(release: ReleaseRenderer): () => void {
  const before = loaded.get(release.version);
  loaded.set(release.version, release);
  return () => {
    if (before) loaded.set(release.version, before);
    else loaded.delete(release.version);
  };
}

/** The loaded code of `version`, or null while it is not loaded. */
export function loadedRelease(version: string | undefined): ReleaseRenderer | null {
  return (version !== undefined && loaded.get(version)) || null;
}
