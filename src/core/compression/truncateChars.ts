/**
 * Character-based truncation of oversized tool outputs in the current CLI (v0.56–0.61):
 * gemini-cli packages/core/src/utils/fileUtils.ts `formatTruncatedToolOutput` and
 * packages/core/src/config/config.ts `getTruncateToolOutputThreshold`. The first 20% and the
 * last 80% of `maxChars` are kept around an "… [N characters omitted] …" line.
 */
import { withoutTrailingSlashes } from '../posixPath';

/** Setting `tools.truncateToolOutputThreshold` default (`DEFAULT_TRUNCATE_TOOL_OUTPUT_THRESHOLD`). */
export const DEFAULT_TRUNCATE_TOOL_OUTPUT_THRESHOLD = 40_000;
/** Share of `maxChars` kept from the start of the output; the rest comes from its end. */
export const TRUNCATE_HEAD_SHARE = 0.2;
/** Characters per token the CLI assumes when it turns the remaining context into characters. */
const CHARS_PER_TOKEN = 4;

/**
 * One number format per locale: `Number.prototype.toLocaleString` builds a new formatter on
 * every call, and a 10,000-message history cuts thousands of outputs (three counts each).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function formatCount(n: number, locale: string | undefined): string {
  const key = locale ?? '';
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(key, format);
  }
  return format.format(n);
}

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/**
 * `maxChars` for one compression: `min(4 × (tokenLimit − lastPromptTokenCount), threshold)`,
 * never below 0. A threshold of 0 or less switches truncation off (`Infinity`).
 */
export function truncateToolOutputMaxChars(
  tokenLimit: number,
  lastPromptTokenCount: number,
  threshold: number = DEFAULT_TRUNCATE_TOOL_OUTPUT_THRESHOLD,
): number {
  if (!(threshold > 0)) return Number.POSITIVE_INFINITY;
  const remaining = Math.max(0, CHARS_PER_TOKEN * (tokenLimit - lastPromptTokenCount));
  return Math.min(remaining, threshold);
}

/** The head and tail lengths for `maxChars`, moved inward so no surrogate pair is split. */
export function truncationCut(content: string, maxChars: number): { head: number; tail: number } {
  let head = Math.floor(Math.max(0, maxChars) * TRUNCATE_HEAD_SHARE);
  let tail = Math.max(0, Math.floor(maxChars) - head);
  if (head > 0 && isHighSurrogate(content.charCodeAt(head - 1))) head -= 1;
  const tailStart = content.length - tail;
  if (tail > 0 && isLowSurrogate(content.charCodeAt(tailStart))) tail -= 1;
  return { head, tail };
}

/**
 * The text an oversized tool output is replaced with. An output of at most `maxChars`
 * characters (UTF-16 units) is returned unchanged; otherwise a one-line note naming the saved
 * file, the head, the omitted-count line and the tail. Counts are formatted for `locale` (`Intl.NumberFormat`).
 * The note's wording is Promptscope's own.
 */
export function formatTruncatedToolOutputByChars(
  content: string,
  filePath: string,
  maxChars: number,
  locale?: string,
): string {
  if (content.length <= maxChars) return content;
  const { head, tail } = truncationCut(content, maxChars);
  const omitted = content.length - head - tail;
  const count = (n: number): string => formatCount(n, locale);
  const note =
    `[Tool output shortened to fit the context: the first ${count(head)} and the last ` +
    `${count(tail)} of ${count(content.length)} characters are shown. The full output was saved to ${filePath}]`;
  const headText = content.slice(0, head);
  const tailText = tail > 0 ? content.slice(content.length - tail) : '';
  return `${note}\n${headText}\n\n… [${count(omitted)} characters omitted] …\n\n${tailText}`;
}

/**
 * `<projectTempDir>/tool-outputs/<tool>_<id>.txt` (lower-cased; `<id>.txt` when the id already
 * starts with the tool name), the current CLI's place for full outputs.
 */
export function currentTruncatedOutputPath(
  projectTempDir: string,
  tool: string,
  id: number | string,
): string {
  const dir = withoutTrailingSlashes(projectTempDir);
  const safe = (part: string): string => part.toLowerCase().replace(/[^a-z0-9_.-]/g, '_');
  const name = safe(tool);
  const idPart = safe(String(id));
  const file = idPart.startsWith(name) ? `${idPart}.txt` : `${name}_${idPart}.txt`;
  return `${dir}/tool-outputs/${file}`;
}
