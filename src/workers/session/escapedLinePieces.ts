/**
 * A conversation's tool outputs cross as JSON, their lines joined by escaped newlines (the
 * two characters `\` and `n`): a 2,800-character output is one line to `stablePieces`, and
 * an agent's outputs repeat the same code lines in new orders, so whole outputs are seldom
 * counted twice while their lines are. These cuts fall beside each escaped newline where the
 * vocabulary never joins the two characters either side (core's `characterJoins`), so the
 * pieces' counts add up to the text's, and a line met before is not counted again.
 */
import type { CharacterJoins } from '../../core';

const BACKSLASH = 0x5c;
const N = 0x6e;

/**
 * The pieces of `text`, cut just after each escaped newline, or just before it when the
 * vocabulary may join across the first place (no cut when it may join across both).
 */
export function escapedLinePieces(text: string, joins: CharacterJoins): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let at = text.indexOf('\\n'); at >= 0; at = text.indexOf('\\n', at + 2)) {
    const after = at + 2;
    if (after >= text.length) break;
    if (!joins(N, text.charCodeAt(after))) {
      pieces.push(text.slice(start, after));
      start = after;
    } else if (at > start && !joins(text.charCodeAt(at - 1), BACKSLASH)) {
      pieces.push(text.slice(start, at));
      start = at;
    }
  }
  if (start < text.length) pieces.push(text.slice(start));
  return pieces;
}
