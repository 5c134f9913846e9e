import { RELEASES, loadReleaseBundle, loadPackageNotice } from './generated/index.js';

export type { PackageNotice, ReleaseBundle, ReleaseEntry, SnippetModule } from './types';
export { CLI_PACKAGE_NOTICE, type ThirdPartyNotice } from './notices';
export { RELEASES, loadReleaseBundle, loadPackageNotice };

/** The supported releases, newest first. */
export const RELEASE_VERSIONS: readonly string[] = RELEASES.map((release) => release.version);

/** The newest supported release: where new users start. */
export const NEWEST_RELEASE: string = RELEASE_VERSIONS[0] ?? '';
