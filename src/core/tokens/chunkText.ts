/** Splitting a text into pieces whose token counts add up to the count of the whole. */

/** Default piece size: small enough that re-encoding one edited piece is cheap. */
export const COUNT_CHUNK_CHARS = 2048;

const SLASH = 0x2f;

const isWhitespace = (code: number): boolean =>
  code === 0x20 ||
  code === 0x09 ||
  code === 0x0a ||
  code === 0x0d ||
  code === 0x0b ||
  code === 0x0c;

/**
 * Whether a piece may start at `at`, just after a newline: the character there is neither
 * whitespace nor `/` (see {@link chunkForCounting} for why the counts then add up).
 */
export function mayCutBefore(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  return !isWhitespace(code) && code !== SLASH;
}

/** The first index ≥ `from` that follows a newline and holds neither whitespace nor `/`. */
function nextCut(text: string, from: number): number {
  let newline = text.indexOf('\n', Math.max(0, from - 1));
  while (newline >= 0 && newline + 1 < text.length) {
    if (mayCutBefore(text, newline + 1)) return newline + 1;
    newline = text.indexOf('\n', newline + 1);
  }
  return -1;
}

/**
 * Cuts `text` into consecutive pieces of at least `targetChars` (the last may be shorter),
 * cutting only between a newline and a following character that is neither whitespace nor
 * `/`. The o200k_base and cl100k_base pre-tokenisers never put such a pair in one piece
 * (a word never starts with a newline; newline runs end a piece, only further newlines or
 * `/` may trail punctuation), so the pieces' token counts add up to the whole text's count.
 * A text without such a place stays whole; an empty text gives no pieces.
 */
export function chunkForCounting(text: string, targetChars = COUNT_CHUNK_CHARS): string[] {
  if (text.length <= targetChars) return text ? [text] : [];
  const chunks: string[] = [];
  let start = 0;
  let from = targetChars;
  while (from < text.length) {
    const cut = nextCut(text, from);
    if (cut < 0) break;
    chunks.push(text.slice(start, cut));
    start = cut;
    from = cut + targetChars;
  }
  chunks.push(text.slice(start));
  return chunks;
}
