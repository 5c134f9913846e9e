/** The error a render throws when the release it needs is not loaded (yet). */
import { LegacyWordingMissingError } from '../legacyWording';
import type { ReleaseRenderer, ReleaseSnippets } from './port';

/**
 * Thrown when a release's prompt code is needed and absent or another release's is given. It
 * is a {@link LegacyWordingMissingError}, so callers that wait for the wording wait for it too.
 */
export class ReleaseTextMissingError extends LegacyWordingMissingError {
  readonly version: string;
  constructor(version: string) {
    super(`release ${version}`);
    this.name = 'ReleaseTextMissingError';
    this.version = version;
  }
}

/** `release` when it is the wanted version, else a {@link ReleaseTextMissingError}. */
export function requireRelease(
  release: ReleaseRenderer | null | undefined,
  version: string,
): ReleaseRenderer {
  if (!release || release.version !== version) throw new ReleaseTextMissingError(version);
  return release;
}

/**
 * The snippets of `family` in `release`, or a {@link ReleaseTextMissingError} while the legacy
 * family's have not arrived.
 */
export function familySnippets(
  release: ReleaseRenderer,
  family: 'modern' | 'legacy',
): ReleaseSnippets {
  const snippets = family === 'modern' ? release.modern : release.legacy;
  if (!snippets) throw new ReleaseTextMissingError(release.version);
  return snippets;
}
