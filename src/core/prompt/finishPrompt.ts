/**
 * The last step of every render: base and memory joined by the CLI's final shell, sanitised,
 * the suffix appended, with the spans of the memory and the suffix worked out from lengths.
 *
 * The memory block is always the part after the base, so it is never searched for: a 200 KB
 * memory is read once, when the final text is built, instead of being sanitised, trimmed and
 * compared again on every keystroke. The text is joined from its parts without copying them
 * into one string (see {@link FinishedPrompt.parts}).
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
  /**
   * `text` as the parts it was joined from (the sanitised base, the rest of the body, the
   * suffix), each a string of its own. `text` is their concatenation, which the engine keeps
   * as a rope until something reads its characters: a slice within one part (a section, the
   * memory block) then copies nothing, where slicing `text` first copies all of it into one
   * new string (a base with a character beyond Latin-1 doubles the 200 KB memory's bytes).
   */
  parts: readonly string[];
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
 * `'\n\n' + block`, trimmed at the end, with the run of newlines at its start (the shell's two
 * and the block's own leading ones) already collapsed to two, copying the (long) block once;
 * empty when the block is whitespace only. It follows the sanitised base, which ends with
 * non-whitespace, so it is the rest of the body.
 *
 * The join is built with as many newlines as the block is expected to lack, flattened once by
 * trimEnd, and checked: when the block started with the predicted number of newlines the
 * junction holds exactly two and the text is final. Otherwise it is built again from the
 * checked count (a second copy, as on the first render of a new kind of block).
 */
function joinedTail(block: string): string {
  const guess = '\n'.repeat(Math.max(0, 2 - leadHint));
  const tail = `${guess}${block}`.trimEnd();
  if (tail.length === 0) return tail;
  const junction = newlinesAt(tail, 0);
  leadHint = junction - guess.length;
  if (junction === 2) return tail;
  return `\n\n${tail.slice(junction)}`;
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
  let head: string;
  let tail: string;
  if (trimmedBase === '') {
    head = '';
    tail = sanitizePromptNewlines(joinFinalShell(trimmedBase, memory.text));
  } else {
    // No run of newlines crosses the base's end: the rest is sanitised on its own.
    head = sanitizedBase;
    tail = joinedTail(memory.text);
    if (hasNewlineRun(tail, 0)) tail = sanitizePromptNewlines(tail);
  }
  const baseEnd = head.length;
  const body = head + tail;
  const tailSpans: SectionSpan[] = [];
  const memoryStart = baseEnd + firstNonWhitespace(tail, 0);
  if (memoryStart < body.length) {
    tailSpans.push({ key: memory.key, start: memoryStart, end: body.length });
  }
  if (!suffix) return { text: body, baseEnd, tailSpans, parts: [head, tail] };
  const needle = suffix.text.trim();
  if (needle !== '') {
    const start = body.length + suffix.text.indexOf(needle);
    tailSpans.push({ key: suffix.key, start, end: start + needle.length });
  }
  return { text: body + suffix.text, baseEnd, tailSpans, parts: [head, tail, suffix.text] };
}
