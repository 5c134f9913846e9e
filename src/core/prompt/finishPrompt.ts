/**
 * The last step of every render: base and memory joined by the CLI's final shell, sanitised,
 * the suffix appended, with the spans of the memory and the suffix worked out from lengths.
 *
 * The memory block is always the part after the base, so it is never searched for: a 200 KB
 * memory is read once, when the final text is built, instead of being sanitised, trimmed and
 * compared again on every keystroke.
 */
import { joinFinalShell, sanitizePromptNewlines } from './finalShell';
import type { Piece } from './promptPipeline';
import type { SectionSpan } from './types';

/** The final text, how far its base part reaches, and the spans after the base. */
export interface FinishedPrompt {
  text: string;
  /** The base part is `text.slice(0, baseEnd)`: the base pieces lie inside it. */
  baseEnd: number;
  /** The memory block's span (when it has content), then the suffix's. */
  tailSpans: SectionSpan[];
}

/** The index of the first non-whitespace character of `text` at or after `from`. */
export function firstNonWhitespace(text: string, from: number): number {
  let i = from;
  while (i < text.length && /\s/.test(text[i] ?? '')) i++;
  return i;
}

/**
 * How many `\n` the last long memory block started with. A block is built by the release's
 * `renderUserMemory` as a template around the memory, so its characters cannot be read without
 * copying it; the previous block's count predicts the next one's while the user types.
 */
let leadHint = 0;

/** How many `\n` `text` has from `from` on. */
function newlinesAt(text: string, from: number): number {
  let i = from;
  while (text.charCodeAt(i) === 10) i++;
  return i - from;
}

/**
 * `sanitizedBase + '\n\n' + block`, trimmed at the end, with the run of newlines at the
 * junction (the shell's two and the block's own leading ones) already collapsed to two,
 * copying the (long) block once.
 *
 * The join is built with as many newlines as the block is expected to lack, flattened once by
 * trimEnd, and checked: when the block started with the predicted number of newlines the
 * junction holds exactly two and the text is final. Otherwise it is built again from the
 * checked count (a second copy, as on the first render of a new kind of block).
 */
function joinedBody(sanitizedBase: string, block: string): string {
  const baseEnd = sanitizedBase.length;
  const guess = '\n'.repeat(Math.max(0, 2 - leadHint));
  const body = `${sanitizedBase}${guess}${block}`.trimEnd();
  if (body.length === baseEnd) return body;
  const junction = newlinesAt(body, baseEnd);
  leadHint = junction - guess.length;
  if (junction === 2) return body;
  return `${sanitizedBase}\n\n${body.slice(baseEnd + junction)}`;
}

/** Whether `text` has a run of three or more `\n` at or after `from`. */
function hasNewlineRun(text: string, from: number): boolean {
  const run = /\n{3,}/g;
  run.lastIndex = from;
  return run.test(text);
}

/** A base prompt trimmed and sanitised once, to be finished with one memory after another. */
export interface PreparedBase {
  trimmedBase: string;
  sanitizedBase: string;
}

/** `base` trimmed, and trimmed and sanitised: what {@link finishPrompt} reads of it. */
export function prepareBase(base: string): PreparedBase {
  const trimmedBase = base.trim();
  return { trimmedBase, sanitizedBase: sanitizePromptNewlines(trimmedBase) };
}

/**
 * `sanitize(joinFinalShell(base, memory.text)) + suffix.text`, as the CLI builds it, with the
 * long memory copied once.
 *
 * Why it can be built in parts: the trimmed base ends with non-whitespace, so no run of
 * newlines crosses its end. The sanitised base is therefore a prefix of the text (`baseEnd`
 * long), followed by the junction and the memory block with its trailing whitespace trimmed,
 * sanitised on their own (only when they hold a run: the base's own runs, which the CLI's
 * sections leave between empty parts, are collapsed in the short base alone). The memory's
 * span runs from its first non-whitespace character to the end of that body. The suffix
 * (the v0.61 active topic) is appended after sanitising: the text's last characters.
 * `base` may be given prepared ({@link prepareBase}) when it is finished with many memories.
 */
export function finishPrompt(
  base: string | PreparedBase,
  memory: Piece,
  suffix?: Piece,
): FinishedPrompt {
  const { trimmedBase, sanitizedBase } = typeof base === 'string' ? prepareBase(base) : base;
  let body: string;
  let baseEnd: number;
  if (trimmedBase === '') {
    body = sanitizePromptNewlines(joinFinalShell(trimmedBase, memory.text));
    baseEnd = 0;
  } else {
    baseEnd = sanitizedBase.length;
    body = joinedBody(sanitizedBase, memory.text);
    if (hasNewlineRun(body, baseEnd)) body = sanitizePromptNewlines(body);
  }
  const tailSpans: SectionSpan[] = [];
  const memoryStart = firstNonWhitespace(body, baseEnd);
  if (memoryStart < body.length) {
    tailSpans.push({ key: memory.key, start: memoryStart, end: body.length });
  }
  if (!suffix) return { text: body, baseEnd, tailSpans };
  const needle = suffix.text.trim();
  if (needle !== '') {
    const start = body.length + suffix.text.indexOf(needle);
    tailSpans.push({ key: suffix.key, start, end: start + needle.length });
  }
  return { text: body + suffix.text, baseEnd, tailSpans };
}
