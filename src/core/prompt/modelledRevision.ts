/**
 * Which revision of the Gemini CLI the prompt pipeline models. Every screen that names the
 * revision reads it from here, so a later version choice has one place to change.
 */

/** A revision of google-gemini/gemini-cli that Promptscope follows. */
export interface ModelledRevision {
  /** Short commit id in the public repository. */
  commit: string;
  /** Commit date, ISO `YYYY-MM-DD`. */
  date: string;
  /** What users call it ("the 2026-02 CLI"). */
  name: string;
}

/** The revision the section renderers follow: the last before the prompt was split in two families. */
export const DEFAULT_MODELLED_REVISION: ModelledRevision = {
  commit: '4a6e3eb646',
  date: '2026-02-05',
  name: 'Gemini CLI of February 2026',
};

/**
 * The revision the preview models. Takes no argument today; a CLI version choice passes its
 * selection here and every notice follows.
 */
export function modelledRevision(): ModelledRevision {
  return DEFAULT_MODELLED_REVISION;
}

/** One line naming the revision for notices: "Gemini CLI of February 2026 (commit 4a6e3eb646, 2026-02-05)". */
export function describeModelledRevision(revision: ModelledRevision = modelledRevision()): string {
  return `${revision.name} (commit ${revision.commit}, ${revision.date})`;
}
