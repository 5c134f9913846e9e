/**
 * Comparing two rendered prompts section by section (by span key), with the figures of the
 * prefix they share: the part a provider's prompt cache can reuse. Gemini, Claude and OpenAI
 * all bill a repeated prompt prefix at a discount, so a byte changed early in a long system
 * prompt voids the discount for everything after it.
 */
import type { TextSegment } from '../tokens/segmentText';

/** A prompt cut into segments that tile its text, with each segment's token count. */
export interface CountedPrompt {
  text: string;
  /** Segments that tile `text` (see `segmentText`), in text order. */
  segments: readonly TextSegment[];
  /** `counts[i]` is the token count of `segments[i]`. */
  counts: readonly number[];
}

/** Where a section appears: in both prompts, or on one side only. */
export type ComparedPresence = 'both' | 'only-a' | 'only-b';

/** One section's figures: `tokensA + delta === tokensB`, a missing side counting 0. */
export interface ComparedSection {
  key: string;
  presence: ComparedPresence;
  tokensA: number;
  tokensB: number;
  /** `tokensB − tokensA`. */
  delta: number;
  /** Characters of the section's segments (its text and the blank line before it), 0 when absent. */
  charsA: number;
  charsB: number;
  /** True when the section's text differs (it may differ at an equal token count). */
  changed: boolean;
}

/** The shared prefix of A and B and how the totals split around it. */
export interface PrefixFigures {
  /** Offset of the first character that differs (the shorter length when one text is a prefix of the other). */
  breakOffset: number;
  /** Both texts are equal: the whole prompt is a shared prefix. */
  identical: boolean;
  /** The section of A the break falls in (`null` when the texts are equal or A ends there). */
  breakKeyA: string | null;
  /** The section of B the break falls in. */
  breakKeyB: string | null;
  /** Tokens of the shared prefix (the same figure for both sides). */
  prefixTokens: number;
  /** Tokens of A after the prefix: `prefixTokens + restA === totalA`. */
  restA: number;
  /** Tokens of B after the prefix: `prefixTokens + restB === totalB`. */
  restB: number;
}

/** The result of {@link comparePrompts}. */
export interface PromptComparison {
  totalA: number;
  totalB: number;
  /** `totalB − totalA`. */
  delta: number;
  /** Every section of either side, the largest change first; the rows add up to both totals. */
  sections: ComparedSection[];
  prefix: PrefixFigures;
}

/**
 * Offset of the first character where `a` and `b` differ; the shorter length when one is a
 * prefix of the other (so equal texts give their length).
 */
export function firstDifference(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  // Compare in blocks first: string slices compare natively, far faster than a char loop.
  const block = 4096;
  let at = 0;
  while (at + block <= length && a.slice(at, at + block) === b.slice(at, at + block)) at += block;
  while (at < length && a.charCodeAt(at) === b.charCodeAt(at)) at += 1;
  return at;
}

/** The segment index holding `offset` (the last one for the end of the text), or -1. */
function segmentAt(segments: readonly TextSegment[], offset: number): number {
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i];
    if (segment && offset >= segment.start && offset < segment.end) return i;
  }
  return -1;
}

/**
 * The text `countHead` is asked about: the part of the break's segment in A that lies
 * before the break (counted on its own). Empty when the break falls on a segment boundary.
 */
export function prefixHead(a: CountedPrompt, breakOffset: number): string {
  const index = segmentAt(a.segments, breakOffset);
  const segment = index >= 0 ? a.segments[index] : undefined;
  return segment ? a.text.slice(segment.start, breakOffset) : '';
}

function sumCounts(counts: readonly number[]): number {
  return counts.reduce((sum, n) => sum + n, 0);
}

function tokensByKey(prompt: CountedPrompt): Map<string, { tokens: number; text: string }> {
  const byKey = new Map<string, { tokens: number; text: string }>();
  prompt.segments.forEach((segment, i) => {
    const row = byKey.get(segment.key) ?? { tokens: 0, text: '' };
    row.tokens += prompt.counts[i] ?? 0;
    row.text += segment.text;
    byKey.set(segment.key, row);
  });
  return byKey;
}

function compareSections(a: CountedPrompt, b: CountedPrompt): ComparedSection[] {
  const rowsA = tokensByKey(a);
  const rowsB = tokensByKey(b);
  const order = [...new Set([...rowsA.keys(), ...rowsB.keys()])];
  const rows = order.map((key): ComparedSection => {
    const inA = rowsA.get(key);
    const inB = rowsB.get(key);
    const tokensA = inA?.tokens ?? 0;
    const tokensB = inB?.tokens ?? 0;
    const presence: ComparedPresence = inA && inB ? 'both' : inA ? 'only-a' : 'only-b';
    return {
      key,
      presence,
      tokensA,
      tokensB,
      delta: tokensB - tokensA,
      charsA: inA?.text.length ?? 0,
      charsB: inB?.text.length ?? 0,
      changed: inA?.text !== inB?.text,
    };
  });
  // Largest change first; changed rows before unchanged ones; otherwise prompt order.
  return rows
    .map((row, index) => ({ row, index }))
    .sort(
      (x, y) =>
        Math.abs(y.row.delta) - Math.abs(x.row.delta) ||
        Number(y.row.changed) - Number(x.row.changed) ||
        x.index - y.index,
    )
    .map(({ row }) => row);
}

/**
 * Compares two counted prompts section by section and measures their shared prefix.
 * `countHead` counts the part of A's break segment before the break (see {@link prefixHead});
 * it is not called when the break falls on a segment boundary. The prefix's tokens are the
 * whole segments before the break plus that head, capped by both totals, so
 * `prefixTokens + restA === totalA` and `prefixTokens + restB === totalB` always hold.
 */
export function comparePrompts(
  a: CountedPrompt,
  b: CountedPrompt,
  countHead: (text: string) => number,
): PromptComparison {
  const totalA = sumCounts(a.counts);
  const totalB = sumCounts(b.counts);
  const breakOffset = firstDifference(a.text, b.text);
  const identical = a.text === b.text;
  let whole = 0;
  a.segments.forEach((segment, i) => {
    if (segment.end <= breakOffset) whole += a.counts[i] ?? 0;
  });
  const head = identical ? '' : prefixHead(a, breakOffset);
  const headTokens = head === '' ? 0 : Math.max(0, Math.round(countHead(head)));
  const prefixTokens = identical ? totalA : Math.min(whole + headTokens, totalA, totalB);
  const keyAt = (prompt: CountedPrompt) =>
    identical ? null : (prompt.segments[segmentAt(prompt.segments, breakOffset)]?.key ?? null);
  return {
    totalA,
    totalB,
    delta: totalB - totalA,
    sections: compareSections(a, b),
    prefix: {
      breakOffset,
      identical,
      breakKeyA: keyAt(a),
      breakKeyB: keyAt(b),
      prefixTokens,
      restA: totalA - prefixTokens,
      restB: totalB - prefixTokens,
    },
  };
}
