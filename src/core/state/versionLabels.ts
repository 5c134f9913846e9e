/**
 * How a CLI version is named on screen and in exports, and which text its prompt is: a
 * release's own code (`@google/gemini-cli-core` at that version) or our wording of the
 * 2026-02 revision the seeds describe.
 */

/** The seeds' revision, the one version whose prompt is in our own wording. */
const SEEDS = '2026-02';

/** Whether `version` is the seeds' revision (our wording) rather than a published release. */
export function isSeedsVersion(version: string): boolean {
  return version === SEEDS;
}

/** The version control's name: `0.61.0`, or `2026-02 (seeds, our wording)`. */
export function cliVersionOptionLabel(version: string): string {
  return isSeedsVersion(version) ? '2026-02 (seeds, our wording)' : version;
}

/**
 * Which text a prompt of `version` is, for every label that shows one (the prompt pane, the
 * meter, exports' headers, compare): "the CLI's own text, release 0.61.0" or "our wording of
 * the 2026-02 revision".
 */
export function cliTextLabel(version: string): string {
  return isSeedsVersion(version)
    ? 'our wording of the 2026-02 revision'
    : `the CLI's own text, release ${version}`;
}
