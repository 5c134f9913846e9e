/**
 * Which CLI's pipeline renders the prompt: `'2026-02'` is gemini-cli revision 4a6e3eb646
 * (one prompt family, modelled in our own words); a release string such as `'0.61.0'` is that
 * published version of `@google/gemini-cli-core`, whose model picks the modern or the legacy
 * family (the release's `dist/src/prompts/promptProvider.js`).
 */

/** The seeds' revision, modelled in our own words. */
export const SEEDS_CLI_VERSION = '2026-02';

/** A published release of `@google/gemini-cli-core`: `major.minor.patch`. */
export type ReleaseVersion = `${number}.${number}.${number}`;

/** `'2026-02'` or a release. */
export type CliVersion = typeof SEEDS_CLI_VERSION | ReleaseVersion;

/**
 * The releases Promptscope renders, newest first. It mirrors `src/releases/manifest.json`
 * (a test holds the two equal); the core never reads that file itself.
 */
export const SUPPORTED_RELEASES = [
  '0.61.0',
  '0.60.0',
  '0.59.0',
  '0.58.0',
  '0.55.0',
  '0.52.0',
  '0.50.0',
  '0.45.0',
  '0.44.1',
] as const satisfies readonly ReleaseVersion[];

/** One of {@link SUPPORTED_RELEASES}. */
export type SupportedRelease = (typeof SUPPORTED_RELEASES)[number];

/** The newest supported release. */
export const NEWEST_RELEASE: SupportedRelease = SUPPORTED_RELEASES[0];

/** Every version the core renders: each release, newest first, then 2026-02. */
export const CLI_VERSIONS: readonly CliVersion[] = [...SUPPORTED_RELEASES, SEEDS_CLI_VERSION];

const RELEASE_PATTERN = /^\d+\.\d+\.\d+$/;

/** Whether `version` names a release (`'0.61.0'`), not the 2026-02 revision (absent = 2026-02). */
export function isReleaseVersion(version: string | undefined): version is ReleaseVersion {
  return version !== undefined && RELEASE_PATTERN.test(version);
}

/** Whether `version` is one the core renders (2026-02 or a supported release). */
export function isCliVersion(version: unknown): version is CliVersion {
  return typeof version === 'string' && (CLI_VERSIONS as readonly string[]).includes(version);
}
