/**
 * Which revision of the Gemini CLI the prompt pipeline models. Every screen that names the
 * revision reads it from here, and it follows the CLI version the user selected.
 */
import { isReleaseVersion } from './cliVersion';
import type { CliVersion } from './types';

/** A revision of google-gemini/gemini-cli that Promptscope follows. */
export interface ModelledRevision {
  /** Short commit id in the public repository. */
  commit: string;
  /** Commit date, ISO `YYYY-MM-DD`, when known exactly. */
  date?: string;
  /** What users call it ("Gemini CLI of February 2026", "gemini-cli v0.61.0"). */
  name: string;
}

/** The 2026-02 revision: the last before the prompt was split in two families. */
export const DEFAULT_MODELLED_REVISION: ModelledRevision = {
  commit: '4a6e3eb646',
  date: '2026-02-05',
  name: 'Gemini CLI of February 2026',
};

/** The published v0.61.0 package (v0.56 to v0.61 share every prompt file). */
export const V061_MODELLED_REVISION: ModelledRevision = {
  commit: 'cc0107ed2',
  name: 'gemini-cli v0.61.0',
};

/** The revision the preview models for the selected CLI version (2026-02 when none is set). */
export function modelledRevision(version: CliVersion = '2026-02'): ModelledRevision {
  return isReleaseVersion(version) ? V061_MODELLED_REVISION : DEFAULT_MODELLED_REVISION;
}

/**
 * One line naming the revision for notices:
 * "Gemini CLI of February 2026 (commit 4a6e3eb646, 2026-02-05)" or
 * "gemini-cli v0.61.0 (commit cc0107ed2)".
 */
export function describeModelledRevision(revision: ModelledRevision = modelledRevision()): string {
  const when = revision.date ? `, ${revision.date}` : '';
  return `${revision.name} (commit ${revision.commit}${when})`;
}
