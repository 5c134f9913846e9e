/**
 * Cuts a system prompt the Gemini CLI wrote (GEMINI_WRITE_SYSTEM_MD) — or any system prompt —
 * into the parts the CLI assembled it from, so each part can be measured and switched off.
 */
import { isSectionKey, sectionTitle } from '../prompt/sectionKeys';
import {
  extraPartTitle,
  isContextualInstructionsHeading,
  sectionForHeading,
  sectionRank,
  type ImportedPartKey,
} from './headings';
import { guessPromptVersion, type PromptVersionGuess } from './promptVersion';
import { scanPrompt, type PromptScan } from './scanLines';

/** One part of an imported prompt. Consecutive spans cover the text exactly. */
export interface ImportedSpan {
  /** Unique within one split: the key for toggles, meters and outlines. */
  id: string;
  /** What the CLI rendered here, or null for a heading the CLI does not emit. */
  key: ImportedPartKey | null;
  /** The top-level heading that opens the span (text after `# `), or null. */
  heading: string | null;
  /** Name to show: the section's title, or the unknown heading itself. */
  title: string;
  /** `[start, end)` in the text; a span starts with the blank line that separates it. */
  start: number;
  end: number;
}

/** The result of {@link splitSystemPrompt}. */
export interface SplitSystemPrompt {
  spans: ImportedSpan[];
  /** Which CLI the text looks like it came from, and why. */
  version: PromptVersionGuess;
  lineEnding: 'lf' | 'crlf';
}

interface Cut {
  at: number;
  key: ImportedPartKey | null;
  heading: string | null;
}

const TOPIC_LINE = /(^|\r?\n\r?\n)(\[Active Topic: [^\n]*\])\s*$/;

/** Start of the trailing `[Active Topic: …]` line (after a blank line), or -1. */
function topicStart(text: string): number {
  // Only the end can hold it: a long text's tail is searched, not all of it.
  const from = Math.max(0, text.lastIndexOf('[Active Topic: ') - 4);
  const match = TOPIC_LINE.exec(text.slice(from));
  if (!match || match[2] === undefined) return -1;
  return from + match.index + (match[1]?.length ?? 0);
}

/**
 * Where the user memory starts, or -1. Current CLI: the `# Contextual Instructions (…)`
 * heading or a `<loaded_context>` object; 2026-02: the first `---` separator after the last
 * section heading in the CLI's order (memory may hold `---` and headings of its own).
 */
function memoryStart(scan: PromptScan, limit: number): number {
  const contextual = scan.headings.find(
    (h) => h.level === 1 && h.start < limit && isContextualInstructionsHeading(h.title),
  );
  if (contextual) return contextual.start;
  let after = 0;
  let rank = -1;
  for (const heading of scan.headings) {
    if (heading.level !== 1 || heading.start >= limit) continue;
    const key = sectionForHeading(heading.title);
    if (key && sectionRank(key) > rank) {
      rank = sectionRank(key);
      after = heading.start;
    }
  }
  const candidates = [...scan.rules, ...scan.loadedContext].filter(
    (at) => at >= after && at < limit && (at > after || rank < 0),
  );
  return candidates.length > 0 ? Math.min(...candidates) : -1;
}

function cutsOf(text: string, scan: PromptScan): Cut[] {
  const topic = topicStart(text);
  const limit = topic < 0 ? text.length : topic;
  const memory = memoryStart(scan, limit);
  const bodyEnd = memory < 0 ? limit : memory;
  const cuts: Cut[] = [];
  for (const heading of scan.headings) {
    if (heading.level !== 1 || heading.start >= bodyEnd) continue;
    cuts.push({ at: heading.start, key: sectionForHeading(heading.title), heading: heading.title });
  }
  // 2026-02: the sub-agent directory has no top-level heading; it follows the core mandates.
  const firstLater = cuts.find((c) => isAfterMandates(c.key));
  const agentLimit = firstLater ? firstLater.at : bodyEnd;
  const agents = scan.agentDirectory.find((at) => at < agentLimit);
  if (agents !== undefined) cuts.push({ at: agents, key: 'AGENTCONTEXTS', heading: null });
  if (memory >= 0) {
    const heading = scan.headings.find((h) => h.start === memory)?.title ?? null;
    cuts.push({ at: memory, key: 'USER_MEMORY', heading });
  }
  if (topic >= 0) cuts.push({ at: topic, key: 'ACTIVE_TOPIC', heading: null });
  return cuts.sort((a, b) => a.at - b.at);
}

/** True for a section the CLI emits after the core mandates (so after the directory slot). */
function isAfterMandates(key: ImportedPartKey | null): boolean {
  return key !== null && key !== 'USER_MEMORY' && key !== 'ACTIVE_TOPIC' && sectionRank(key) > 1;
}

/** Moves a cut back over the line breaks before it, so the blank line belongs to its span. */
function spanStart(text: string, at: number): number {
  let start = at;
  while (start > 0 && (text[start - 1] === '\n' || text[start - 1] === '\r')) start -= 1;
  return start;
}

/**
 * Splits a system prompt into consecutive spans that cover it byte for byte: the preamble
 * before the first top-level `# ` heading, one span per top-level heading (mapped
 * case-insensitively to the section the CLI opens with it; an unknown heading keeps its own
 * name), the 2026-02 sub-agent directory, the user memory (2026-02: after the first `---`
 * separator that follows the last CLI section; current CLI: the `# Contextual Instructions`
 * block or the `<loaded_context>` object) and a trailing `[Active Topic: …]` line. Headings
 * inside fenced code blocks are not headings; CRLF line ends are kept. Never throws.
 */
export function splitSystemPrompt(text: string): SplitSystemPrompt {
  const scan = scanPrompt(text);
  const lineEnding = text.includes('\r\n') ? 'crlf' : 'lf';
  const version = guessPromptVersion(text, scan);
  if (text === '') return { spans: [], version, lineEnding };
  const cuts = cutsOf(text, scan);
  const starts: Cut[] = [{ at: 0, key: 'PREAMBLE', heading: null }];
  for (const cut of cuts) {
    const start = spanStart(text, cut.at);
    const last = starts[starts.length - 1];
    if (last && start === last.at) starts[starts.length - 1] = { ...cut, at: start };
    else if (last && text.slice(last.at, start).trim() === '' && starts.length === 1) {
      // Whitespace before the first heading is no preamble: it joins the first span.
      starts[0] = { ...cut, at: 0 };
    } else starts.push({ ...cut, at: start });
  }
  return { spans: namedSpans(text, starts), version, lineEnding };
}

function namedSpans(text: string, starts: readonly Cut[]): ImportedSpan[] {
  const seen = new Map<string, number>();
  return starts.map((cut, index) => {
    const base = cut.key ?? `HEADING:${cut.heading ?? ''}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    const id = count === 1 ? base : `${base}~${count}`;
    return {
      id,
      key: cut.key,
      heading: cut.heading,
      title: importedPartTitle(id),
      start: cut.at,
      end: starts[index + 1]?.at ?? text.length,
    };
  });
}

/**
 * Display name of an imported span id: `COREMANDATES` → `Core Mandates`,
 * `HEADING:My Rules` → `My Rules`, a repeat `GIT~2` → `Git Repository (2)`.
 */
export function importedPartTitle(id: string): string {
  const repeat = /~(\d+)$/.exec(id);
  const base = repeat ? id.slice(0, repeat.index) : id;
  const suffix = repeat ? ` (${repeat[1]})` : '';
  if (base.startsWith('HEADING:')) return `${base.slice('HEADING:'.length)}${suffix}`;
  const title = isSectionKey(base) ? sectionTitle(base) : (extraPartTitle(base) ?? base);
  return `${title}${suffix}`;
}
