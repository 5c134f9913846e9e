/**
 * Code spans of a memory file, where an `@` is never an import: fenced code blocks and inline
 * code spans, found in one pass each. The rules are those of two regular expressions the
 * import processor used (kept in `codeRegions.test.ts` as the reference the scanners are
 * checked against); scanning by hand keeps the time linear in the text, where the
 * expressions went quadratic on unclosed backticks.
 */

/** `[start, end)` of a code region. */
export type CodeRegion = [number, number];

const BACKTICK = 0x60;
const TILDE = 0x7e;
const SPACE = 0x20;
const NEWLINE = 0x0a;

/** A line terminator for `^` in a multiline JavaScript expression. */
function isLineTerminator(code: number): boolean {
  return code === NEWLINE || code === 0x0d || code === 0x2028 || code === 0x2029;
}

function isLineStart(text: string, at: number): boolean {
  return at === 0 || isLineTerminator(text.charCodeAt(at - 1));
}

/** Length of the run of `code` starting at `at`. */
function runLength(text: string, at: number, code: number): number {
  let end = at;
  while (end < text.length && text.charCodeAt(end) === code) end += 1;
  return end - at;
}

/** Up to three spaces at `at`: how many. */
function indentOf(text: string, at: number): number {
  let n = 0;
  while (n < 3 && text.charCodeAt(at + n) === SPACE) n += 1;
  return n;
}

/**
 * End of the fenced block opened at line start `at`, or -1 when no fence opens there. A fence
 * is up to three spaces and three or more backticks or tildes, on a line followed by a line
 * break; the block ends with the first later line that starts (after up to three spaces) with
 * the same marks, at that line's end, or at the end of the text.
 */
function fenceEnd(text: string, at: number): number {
  const markAt = at + indentOf(text, at);
  const mark = text.charCodeAt(markAt);
  if (mark !== BACKTICK && mark !== TILDE) return -1;
  const marks = runLength(text, markAt, mark);
  if (marks < 3) return -1;
  const opener = text.slice(markAt, markAt + marks);
  const bodyStart = text.indexOf('\n', markAt + marks) + 1;
  if (bodyStart === 0) return -1;
  for (let line = bodyStart; line < text.length; line = nextLineStart(text, line)) {
    const closeAt = line + indentOf(text, line);
    if (text.startsWith(opener, closeAt)) {
      const lineEnd = text.indexOf('\n', closeAt + marks);
      return lineEnd < 0 ? text.length : lineEnd;
    }
  }
  return text.length;
}

/** Start of the line after the one holding `at` (a `^` position), or the text's length. */
function nextLineStart(text: string, at: number): number {
  for (let i = at; i < text.length; i++) {
    if (isLineTerminator(text.charCodeAt(i))) return i + 1;
  }
  return text.length;
}

/** Fenced code blocks, in order. An unclosed fence runs to the end of the text. */
export function findFencedBlocks(text: string): CodeRegion[] {
  const blocks: CodeRegion[] = [];
  let at = 0;
  // Without a line break after it no fence can open, at this line or any later one.
  const lastBreak = text.lastIndexOf('\n');
  while (at < text.length && at <= lastBreak) {
    const end = isLineStart(text, at) ? fenceEnd(text, at) : -1;
    if (end >= 0) {
      blocks.push([at, end]);
      at = end;
    } else {
      at = nextLineStart(text, at);
    }
  }
  return blocks;
}

/** A maximal run of backticks. */
interface BacktickRun {
  start: number;
  length: number;
}

function backtickRuns(text: string): BacktickRun[] {
  const runs: BacktickRun[] = [];
  let at = text.indexOf('`');
  while (at !== -1) {
    const length = runLength(text, at, BACKTICK);
    runs.push({ start: at, length });
    at = text.indexOf('`', at + length);
  }
  return runs;
}

/**
 * Inline code spans, in order. A span opens with a run of backticks and closes at the next
 * run of exactly as many; when no later run has the length, the opening run is tried again
 * one backtick shorter (from its second backtick), and so on. Spans do not overlap.
 */
export function findInlineCode(text: string): CodeRegion[] {
  const runs = backtickRuns(text);
  // For each run, the nearest later run of each length, found right to left in one sweep.
  const closing: { skip: number; close: number }[] = new Array(runs.length);
  const nearest = new Map<number, number>();
  for (let i = runs.length - 1; i >= 0; i--) {
    const run = runs[i] as BacktickRun;
    closing[i] = { skip: 0, close: -1 };
    for (let length = run.length; length >= 1; length--) {
      const close = nearest.get(length);
      if (close !== undefined) {
        closing[i] = { skip: run.length - length, close };
        break;
      }
    }
    nearest.set(run.length, i);
  }
  const spans: CodeRegion[] = [];
  for (let i = 0; i < runs.length; i++) {
    const { skip, close } = closing[i] as { skip: number; close: number };
    if (close < 0) continue;
    const open = runs[i] as BacktickRun;
    const end = runs[close] as BacktickRun;
    spans.push([open.start + skip, end.start + end.length]);
    i = close;
  }
  return spans;
}

/**
 * Spans of fenced code blocks, then inline code spans that do not start inside one, where
 * `@` is never an import.
 */
export function findCodeRegions(content: string): CodeRegion[] {
  const fences = findFencedBlocks(content);
  const regions: CodeRegion[] = [...fences];
  let f = 0;
  for (const span of findInlineCode(content)) {
    while (f < fences.length && (fences[f] as CodeRegion)[1] <= span[0]) f += 1;
    const fence = fences[f];
    if (!fence || span[0] < fence[0]) regions.push(span);
  }
  return regions;
}

/**
 * A test of "does `at` fall inside one of `regions`", for positions asked in ascending
 * order: regions are swept once, sorted by start.
 */
export function insideRegionsSweep(regions: readonly CodeRegion[]): (at: number) => boolean {
  const sorted = [...regions].sort((a, b) => a[0] - b[0]);
  let next = 0;
  let reach = -1;
  return (at) => {
    while (next < sorted.length && (sorted[next] as CodeRegion)[0] <= at) {
      reach = Math.max(reach, (sorted[next] as CodeRegion)[1]);
      next += 1;
    }
    return at < reach;
  };
}

/** 1-based line of an offset, by binary search over the line starts found in one pass. */
export function lineFinder(text: string): (at: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (at) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] as number) <= at) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}
