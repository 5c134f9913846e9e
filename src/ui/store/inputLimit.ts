/** The one text-size limit, enforced where text comes in (typing, pasting, importing). */
import { findOversizedTexts, MAX_STATE_TEXT_LENGTH, type PlaygroundState } from '../../core';
import { useUiStore } from './uiStore';

const fmt = (n: number) => n.toLocaleString('en-US');

/** The message shown when a text over the limit is refused. */
export function oversizedMessage(path: string, length: number): string {
  return `That text is ${fmt(length)} characters long; Promptscope keeps at most ${fmt(MAX_STATE_TEXT_LENGTH)} characters per field, so the change to ${path} was not applied. Your previous text is unchanged.`;
}

/**
 * True (and a notice is shown) when `next` holds a text the state rules would drop on
 * reload; only what changed since `previous` is checked.
 */
export function refuseOversizedEdit(next: PlaygroundState, previous: PlaygroundState): boolean {
  const oversized = findOversizedTexts(next, previous);
  const first = oversized[0];
  if (!first) return false;
  useUiStore
    .getState()
    .pushNotice('error', oversizedMessage(first.path, first.length), { key: 'oversized-input' });
  return true;
}
