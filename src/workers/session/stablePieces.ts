/**
 * Pieces of a text whose cuts depend on the text around them, not on where the text starts:
 * an edit early in a 200 KB system instruction (a section toggled off) moves every cut of
 * `chunkForCounting` after it — each later piece is new and counted again — while here the
 * cuts after the edit fall where they fell before, a piece or two on. A cut goes only where
 * `chunkForCounting` may cut (after a newline, before a character that is neither whitespace
 * nor `/`), so the Gemini vocabulary counts the pieces to the same sum as the whole: none of
 * its tokens holds a newline followed by anything but a newline (src/cli/gemmaTokens.test.ts).
 */
import { mayCutBefore } from '../../core';

/** No piece is cut shorter than this (the last may be). */
export const MIN_PIECE_CHARS = 256;
/** Past this, a piece is cut at the first place it may be, whatever the line. */
export const MAX_PIECE_CHARS = 8192;
/** One line in this many is a cut (once the piece is long enough). */
const ONE_LINE_IN = 64;
/** Characters of a line its hash reads. */
const HASHED_CHARS = 32;

/** FNV-1a of the line's first characters (up to its newline). */
function lineHash(text: string, at: number): number {
  let hash = 0x811c9dc5;
  const end = Math.min(text.length, at + HASHED_CHARS);
  for (let i = at; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x0a) break;
    hash = Math.imul(hash ^ code, 0x01000193);
  }
  return hash >>> 0;
}

/** The pieces of `text`, in order (none for an empty text); see the file's comment. */
export function stablePieces(text: string): string[] {
  if (text.length <= MIN_PIECE_CHARS) return text ? [text] : [];
  const pieces: string[] = [];
  let start = 0;
  let newline = text.indexOf('\n', start + MIN_PIECE_CHARS - 1);
  while (newline >= 0 && newline + 1 < text.length) {
    const at = newline + 1;
    if (
      mayCutBefore(text, at) &&
      (at - start >= MAX_PIECE_CHARS || lineHash(text, at) % ONE_LINE_IN === 0)
    ) {
      pieces.push(text.slice(start, at));
      start = at;
      newline = text.indexOf('\n', start + MIN_PIECE_CHARS - 1);
    } else {
      newline = text.indexOf('\n', at);
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}
