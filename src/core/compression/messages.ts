import type { Content } from '../content';

/**
 * The fixed messages the compression service adds around the summariser calls. Each follows the
 * role the CLI gives it (gemini-cli packages/core/src/services/chatCompressionService.ts); the wording is Promptscope's own.
 */

/** The marker whose presence in a text part means an earlier snapshot exists. */
export const STATE_SNAPSHOT_TAG = '<state_snapshot>';

/** Closing instruction of the summary request when no earlier snapshot is in the history. */
export const NEW_SNAPSHOT_ANCHOR =
  'Write a fresh <state_snapshot> from the conversation above.\n\n' +
  'Think it through in your <scratchpad> first, then output the <state_snapshot>.';

/** Closing instruction of the summary request when the history already holds a snapshot. */
export const UPDATE_SNAPSHOT_ANCHOR =
  'The conversation above already contains a <state_snapshot> from an earlier compression. ' +
  'Carry every fact from it that still holds into the new snapshot and bring it up to date ' +
  'with what happened since; keep all constraints and key knowledge it established.\n\n' +
  'Think it through in your <scratchpad> first, then output the updated <state_snapshot>.';

/** The user turn of the verification request, sent after the first summary. */
export const VERIFY_SNAPSHOT_PROMPT =
  'Check the <state_snapshot> you just wrote against the conversation, critically. Look for ' +
  'anything it leaves out or gets wrong: file paths, decisions, constraints, errors, the next ' +
  'step. Then output the final, corrected <state_snapshot> in full.';

/** The model turn placed after the summary in the compressed history. */
export const COMPRESSION_ACKNOWLEDGEMENT =
  'Understood, I have the state snapshot and will continue from there.';

/** True when any text part of `history` contains `<state_snapshot>`. */
export function hasStateSnapshot(history: readonly Content[]): boolean {
  return history.some((content) =>
    (content.parts ?? []).some(
      (part) => typeof part?.text === 'string' && part.text.includes(STATE_SNAPSHOT_TAG),
    ),
  );
}

/** The anchor message for the summary request: update an existing snapshot or write one. */
export function compressionAnchor(hasPreviousSnapshot: boolean): string {
  return hasPreviousSnapshot ? UPDATE_SNAPSHOT_ANCHOR : NEW_SNAPSHOT_ANCHOR;
}
