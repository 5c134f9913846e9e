import { RELEASES } from './generated/index.js';

export type {
  PackageNotice,
  ReleaseBundle,
  ReleaseEntry,
  ReleasePromptCode,
  SnippetModule,
  ToolDefinitionsModule,
} from './types';
export { CLI_PACKAGE_NOTICE, type ThirdPartyNotice } from './notices';
export {
  RELEASES,
  loadReleaseBundle,
  loadReleaseLegacy,
  loadReleasePromptCode,
  loadReleaseTools,
  loadPackageNotice,
} from './generated/index.js';

/** The supported releases, newest first. */
export const RELEASE_VERSIONS: readonly string[] = RELEASES.map((release) => release.version);

/** The newest supported release: where new users start. */
export const NEWEST_RELEASE: string = RELEASE_VERSIONS[0] ?? '';
