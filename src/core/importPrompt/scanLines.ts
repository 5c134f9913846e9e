/**
 * One pass over a prompt's lines (LF or CRLF) that finds what the splitter cuts at: headings,
 * `---` separators, `<loaded_context>` lines and the sub-agent directory. Lines inside fenced
 * code blocks (``` or ~~~, CommonMark rules: up to three spaces of indent, closed by a fence
 * of the same character at least as long) are never markers.
 */

/** A `#`, `##` or `###` heading outside fenced code. */
export interface ScannedHeading {
  /** Offset of the line's first character. */
  start: number;
  level: 1 | 2 | 3;
  /** The heading's text, trimmed, without the `#` marks. */
  title: string;
}

/** Everything the splitter and the version guess read from the text. */
export interface PromptScan {
  headings: ScannedHeading[];
  /** Line starts of `---` lines with a blank line (or the text start) before and after. */
  rules: number[];
  /** Line starts of `<loaded_context>` lines after a blank line (or the text start). */
  loadedContext: number[];
  /** Line starts of the 2026-02 sub-agent directory (`## Available Sub-Agents` or "No sub-agents …"). */
  agentDirectory: number[];
  /** Line starts of `<available_subagents>` lines (the current CLI's modern list). */
  subagentList: number[];
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const NO_SUB_AGENTS = /^no sub-agents are currently available/i;

/** First characters of lines that can be markers or fences (after leading blanks). */
const MARKER_START = new Set([...'#-<`~Nn'].map((c) => c.charCodeAt(0)));

/** Offset of the first character of `[start, end)` that is not a space, tab or `\r`. */
function firstVisible(text: string, start: number, end: number): number {
  let i = start;
  while (i < end) {
    const code = text.charCodeAt(i);
    if (code !== 32 && code !== 9 && code !== 13) break;
    i += 1;
  }
  return i;
}

interface Fence {
  char: string;
  length: number;
}

function fenceOf(line: string): Fence | null {
  const match = FENCE.exec(line);
  if (!match?.[1]) return null;
  const marks = match[1];
  // A backtick fence's info string may not hold backticks.
  if (marks[0] === '`' && line.slice(match[0].length).includes('`')) return null;
  return { char: marks[0] ?? '`', length: marks.length };
}

function closesFence(line: string, open: Fence): boolean {
  const fence = fenceOf(line);
  return (
    fence !== null &&
    fence.char === open.char &&
    fence.length >= open.length &&
    line.trim().length === fence.length
  );
}

/** Scans `text` line by line; `\r` before `\n` is not part of a line. */
export function scanPrompt(text: string): PromptScan {
  const scan: PromptScan = {
    headings: [],
    rules: [],
    loadedContext: [],
    agentDirectory: [],
    subagentList: [],
  };
  let open: Fence | null = null;
  let previousBlank = true;
  let pendingRule: number | null = null;
  let start = 0;
  while (start <= text.length) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    // Most lines start with a letter: they are neither blank nor markers, and are not sliced.
    const first = firstVisible(text, start, end);
    const blank = first === end;
    if (pendingRule !== null && blank) scan.rules.push(pendingRule);
    pendingRule = null;
    if (!blank && (open || MARKER_START.has(text.charCodeAt(first)))) {
      const line = text.slice(start, text[end - 1] === '\r' ? end - 1 : end);
      if (open) {
        if (closesFence(line, open)) open = null;
      } else {
        open = fenceOf(line);
        if (!open) collect(scan, line, start, previousBlank, (at) => (pendingRule = at));
      }
    }
    previousBlank = blank;
    if (newline < 0) break;
    start = newline + 1;
  }
  return scan;
}

const isBlank = (code: number) => code === 32 || code === 9;

/**
 * The heading a line holds, as `/^(#{1,3})[ \t]+(.*\S)[ \t]*$/` reads it: one to three `#`,
 * a space or tab, text up to its last non-blank character followed by nothing but spaces and
 * tabs, and no line terminator anywhere (`.` matches none). Read by hand: that expression is
 * quadratic on a `#` followed by a long run of spaces.
 */
export function parseHeading(line: string): { level: 1 | 2 | 3; text: string } | null {
  let marks = 0;
  while (line.charCodeAt(marks) === 35) marks += 1;
  if (marks < 1 || marks > 3 || !isBlank(line.charCodeAt(marks))) return null;
  if (/[\r\u2028\u2029]/.test(line)) return null;
  const last = line.trimEnd().length - 1;
  if (last <= marks) return null;
  for (let i = last + 1; i < line.length; i++) if (!isBlank(line.charCodeAt(i))) return null;
  let start = marks;
  while (isBlank(line.charCodeAt(start))) start += 1;
  return { level: marks as 1 | 2 | 3, text: line.slice(start, last + 1) };
}

function collect(
  scan: PromptScan,
  line: string,
  start: number,
  afterBlank: boolean,
  ruleCandidate: (at: number) => void,
): void {
  const first = line[0];
  if (first === '#') {
    const heading = parseHeading(line);
    if (heading) {
      const { level } = heading;
      const title = heading.text.trim();
      scan.headings.push({ start, level, title });
      if (level === 2 && afterBlank && title.toLowerCase() === 'available sub-agents') {
        scan.agentDirectory.push(start);
      }
    }
  } else if (first === '-') {
    if (afterBlank && line.trimEnd() === '---') ruleCandidate(start);
  } else if (first === '<') {
    const tag = line.trim();
    if (tag === '<loaded_context>' && afterBlank) scan.loadedContext.push(start);
    if (tag === '<available_subagents>') scan.subagentList.push(start);
  } else if (afterBlank && NO_SUB_AGENTS.test(line)) {
    scan.agentDirectory.push(start);
  }
}
