/**
 * Character-based truncation of oversized tool outputs in the current CLI (v0.56–0.61):
 * gemini-cli packages/core/src/utils/fileUtils.ts `formatTruncatedToolOutput` and
 * packages/core/src/config/config.ts `getTruncateToolOutputThreshold`. The first 20% and the
 * rest of `maxChars` from the end are kept around an omitted-count line, exactly as the CLI
 * computes them: nothing is clamped and the cut is by UTF-16 units.
 */

/** Setting `tools.truncateToolOutputThreshold` default (`DEFAULT_TRUNCATE_TOOL_OUTPUT_THRESHOLD`). */
export const DEFAULT_TRUNCATE_TOOL_OUTPUT_THRESHOLD = 40_000;
/** Share of `maxChars` kept from the start of the output (`Math.floor(maxChars * 0.2)`). */
export const TRUNCATE_HEAD_SHARE = 0.2;
/** Characters per token the CLI assumes when it turns the remaining context into characters. */
const CHARS_PER_TOKEN = 4;

/**
 * One number format per locale: `Number.prototype.toLocaleString` builds a new formatter on
 * every call, and a 10,000-message history cuts thousands of outputs (three counts each).
 * `new Intl.NumberFormat(locale).format(n)` is what `n.toLocaleString(locale)` returns.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
/**
 * The counts last formatted, per locale: the head and tail counts are the same for every
 * output one plan cuts. Emptied when it grows past {@link FORMATTED_KEPT}.
 */
const formatted = new Map<string, Map<number, string>>();
const FORMATTED_KEPT = 256;
function formatCount(n: number, locale: string | undefined): string {
  const key = locale ?? '';
  let known = formatted.get(key);
  const hit = known?.get(n);
  if (hit !== undefined) return hit;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(key, format);
  }
  const text = format.format(n);
  if (!known || known.size >= FORMATTED_KEPT) {
    known = new Map();
    formatted.set(key, known);
  }
  known.set(n, text);
  return text;
}

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/**
 * `maxChars` for one compression, as `getTruncateToolOutputThreshold` computes it:
 * `min(4 × (tokenLimit − lastPromptTokenCount), threshold)`. Nothing is clamped: a last prompt
 * past the limit, or a threshold of 0 or less, gives 0 or a negative limit, which the
 * compression service uses as it is (only the tool scheduler skips limits ≤ 0).
 */
export function truncateToolOutputMaxChars(
  tokenLimit: number,
  lastPromptTokenCount: number,
  threshold: number = DEFAULT_TRUNCATE_TOOL_OUTPUT_THRESHOLD,
): number {
  return Math.min(CHARS_PER_TOKEN * (tokenLimit - lastPromptTokenCount), threshold);
}

/** How `formatTruncatedToolOutput` cuts one output, in its own numbers. */
export interface TruncationCut {
  /** `Math.floor(maxChars * 0.2)` (negative for a negative limit). */
  headChars: number;
  /** `maxChars - headChars`. */
  tailChars: number;
  /** `content.length - headChars - tailChars`. */
  omittedChars: number;
  /** `content.slice(0, headChars)`. */
  head: string;
  /** `content.slice(-tailChars)`: the whole content when `tailChars` is 0 (`slice(-0)`). */
  tail: string;
  /** The head ends, or the tail starts, with half of a surrogate pair (a split character). */
  splitsCharacter: boolean;
  /** `maxChars` is 0, negative or fractional: the numbers are used as JavaScript reads them. */
  oddLimit: boolean;
}

/**
 * The CLI's cut of an output longer than `maxChars`, or null when it is kept whole
 * (`content.length <= maxChars`).
 */
export function truncationCut(content: string, maxChars: number): TruncationCut | null {
  if (content.length <= maxChars) return null;
  const headChars = Math.floor(maxChars * TRUNCATE_HEAD_SHARE);
  const tailChars = maxChars - headChars;
  const head = content.slice(0, headChars);
  const tail = content.slice(-tailChars);
  return {
    headChars,
    tailChars,
    omittedChars: content.length - headChars - tailChars,
    head,
    tail,
    splitsCharacter:
      (head.length > 0 && isHighSurrogate(head.charCodeAt(head.length - 1))) ||
      (tail.length > 0 && isLowSurrogate(tail.charCodeAt(0))),
    oddLimit: !(maxChars > 0) || !Number.isInteger(maxChars),
  };
}

/**
 * The text an oversized tool output is replaced with. An output of at most `maxChars`
 * characters (UTF-16 units) is returned unchanged; otherwise a one-line header (the head and
 * tail counts, then the saved file), the head, a blank line, the omitted-count line, a blank
 * line and the tail: the CLI's numbers, order and layout. Counts are formatted for `locale`
 * (default: the runtime's, as the CLI's `toLocaleString()`). The sentences are Promptscope's.
 */
export function formatTruncatedToolOutputByChars(
  content: string,
  filePath: string,
  maxChars: number,
  locale?: string,
): string {
  return truncateToolOutputByChars(content, filePath, maxChars, locale).text;
}

/** {@link formatTruncatedToolOutputByChars} with the cut it made (null: kept whole). */
export function truncateToolOutputByChars(
  content: string,
  filePath: string,
  maxChars: number,
  locale?: string,
): { text: string; cut: TruncationCut | null } {
  const cut = truncationCut(content, maxChars);
  if (!cut) return { text: content, cut };
  const count = (n: number): string => formatCount(n, locale);
  const header =
    `[Tool output shortened to fit the context: its first ${count(cut.headChars)} and last ` +
    `${count(cut.tailChars)} characters are kept; the full output was saved to ${filePath}]`;
  const text = `${header}\n${cut.head}\n\n… [${count(cut.omittedChars)} characters not shown] …\n\n${cut.tail}`;
  return { text, cut };
}
