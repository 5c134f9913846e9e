import { describe, expect, it } from 'vitest';
import { createDefaultPromptInput } from '../prompt/defaults';
import { renderSystemPrompt } from '../prompt/renderSystemPrompt';
import type { PromptInput } from '../prompt/types';
import { segmentText } from '../tokens/segmentText';
import { estimateTextTokens } from '../tokens/estimateTokenCount';
import { summarizeComparison } from './comparisonSummary';
import {
  comparePrompts,
  firstDifference,
  prefixHead,
  type CountedPrompt,
} from './promptComparison';

/** A deterministic counter: one token per 4 characters, rounded up (like the CLI heuristic). */
const count = (text: string) => Math.ceil(text.length / 4);

function counted(overrides: Partial<PromptInput> = {}): CountedPrompt {
  const rendered = renderSystemPrompt({ ...createDefaultPromptInput(), ...overrides });
  const segments = segmentText(rendered.text, rendered.sections);
  return { text: rendered.text, segments, counts: segments.map((s) => count(s.text)) };
}

function expectSums(a: CountedPrompt, b: CountedPrompt) {
  const result = comparePrompts(a, b, count);
  const sum = (pick: (r: (typeof result.sections)[number]) => number) =>
    result.sections.reduce((total, row) => total + pick(row), 0);
  // The table's columns and the prefix split both add up to each side's total.
  expect(sum((r) => r.tokensA)).toBe(result.totalA);
  expect(sum((r) => r.tokensB)).toBe(result.totalB);
  expect(sum((r) => r.delta)).toBe(result.delta);
  // Characters too: the segments tile each text.
  expect(sum((r) => r.charsA)).toBe(a.text.length);
  expect(sum((r) => r.charsB)).toBe(b.text.length);
  expect(result.prefix.prefixTokens + result.prefix.restA).toBe(result.totalA);
  expect(result.prefix.prefixTokens + result.prefix.restB).toBe(result.totalB);
  expect(result.prefix.restA).toBeGreaterThanOrEqual(0);
  expect(result.prefix.restB).toBeGreaterThanOrEqual(0);
  return result;
}

describe('firstDifference', () => {
  it.each([
    ['abc', 'abc', 3],
    ['abc', 'abd', 2],
    ['ab', 'abc', 2],
    ['', 'x', 0],
    ['x'.repeat(9000) + 'a', 'x'.repeat(9000) + 'b', 9000],
  ])('%#: first difference of two texts', (a, b, expected) => {
    expect(firstDifference(a, b)).toBe(expected);
  });
});

describe('comparePrompts', () => {
  it('identical prompts: no change, the whole prompt is the shared prefix', () => {
    const a = counted();
    const result = expectSums(a, counted());
    expect(result.delta).toBe(0);
    expect(result.sections.every((row) => !row.changed && row.delta === 0)).toBe(true);
    expect(result.prefix).toMatchObject({
      identical: true,
      breakOffset: a.text.length,
      prefixTokens: result.totalA,
      restA: 0,
      restB: 0,
      breakKeyA: null,
    });
    expect(summarizeComparison(result)).toBe(
      `A and B are the same prompt (${result.totalA.toLocaleString('en-US')} tokens).`,
    );
  });

  it('a change in the last section keeps everything before it as the prefix', () => {
    const a = counted({ userMemory: 'Prefer tabs.' });
    const b = counted({ userMemory: 'Prefer spaces. Always write tests first.' });
    const result = expectSums(a, b);
    const last = a.segments[a.segments.length - 1];
    expect(last?.key).toBe('USER_MEMORY');
    const beforeLast = a.counts.slice(0, -1).reduce((s, n) => s + n, 0);
    expect(result.prefix.breakKeyA).toBe('USER_MEMORY');
    expect(result.prefix.breakOffset).toBeGreaterThan(last?.start ?? Infinity);
    // Everything before the memory block is shared, plus the head of the memory block.
    const head = prefixHead(a, result.prefix.breakOffset);
    expect(result.prefix.prefixTokens).toBe(beforeLast + count(head));
    expect(result.sections[0]).toMatchObject({
      key: 'USER_MEMORY',
      presence: 'both',
      changed: true,
    });
    expect(result.sections.filter((r) => r.changed)).toHaveLength(1);
  });

  it('marks a section present on one side only and names it in the summary', () => {
    const a = counted();
    const b = counted({ env: { GEMINI_PROMPT_GIT: '0' } });
    const result = expectSums(a, b);
    const git = result.sections.find((r) => r.key === 'GIT');
    expect(git).toMatchObject({ presence: 'only-a', tokensB: 0 });
    expect(git?.delta).toBe(-(git?.tokensA ?? 0));
    const gitStart = a.segments.find((s) => s.key === 'GIT')?.start;
    expect(result.prefix.breakOffset).toBeGreaterThanOrEqual(gitStart ?? Infinity);
    expect(summarizeComparison(result, (k) => (k === 'GIT' ? 'Git Repository' : k))).toMatch(
      /^B is [\d,]+ tokens smaller: Git Repository −[\d,]+ \(only in A\)/,
    );
  });

  it('swapping the workflow sections (plan mode) lists both, largest change first', () => {
    const result = expectSums(counted(), counted({ approvalMode: 'plan' }));
    const keys = result.sections.filter((r) => r.changed).map((r) => r.key);
    expect(keys).toEqual(expect.arrayContaining(['PRIMARYWORKFLOWS', 'PLANNINGWORKFLOW']));
    expect(result.sections.find((r) => r.key === 'PRIMARYWORKFLOWS')?.presence).toBe('only-a');
    expect(result.sections.find((r) => r.key === 'PLANNINGWORKFLOW')?.presence).toBe('only-b');
    const sizes = result.sections.map((r) => Math.abs(r.delta));
    expect(sizes).toEqual([...sizes].sort((x, y) => y - x));
  });

  it('memory appearing adds a memory row on one side and keeps the rest as prefix', () => {
    const a = counted();
    const b = counted({ userMemory: 'x '.repeat(5000) });
    const result = expectSums(a, b);
    expect(result.sections.find((r) => r.key === 'USER_MEMORY')?.presence).toBe('only-b');
    // A ends where B's memory block begins: the shared prefix is all of A.
    expect(result.prefix.breakOffset).toBe(a.text.length);
    expect(result.prefix.prefixTokens).toBe(result.totalA);
    expect(result.prefix.restA).toBe(0);
    expect(summarizeComparison(result, () => 'Memory')).toMatch(
      /^B is [\d,]+ tokens larger: Memory \+/,
    );
  });

  it('a change in the first section leaves no shared prefix', () => {
    const result = expectSums(counted(), counted({ interactive: false }));
    expect(result.prefix.breakKeyA).toBe('PREAMBLE');
    expect(result.prefix.prefixTokens).toBeLessThan(20);
  });

  it('the sums hold with a real counter and odd heads', () => {
    const a = counted({ userMemory: 'é'.repeat(333) });
    const b = counted({ userMemory: 'é'.repeat(100) + 'z' });
    const real = (p: CountedPrompt): CountedPrompt => ({
      ...p,
      counts: p.segments.map((s) => estimateTextTokens(s.text)),
    });
    const result = comparePrompts(real(a), real(b), estimateTextTokens);
    expect(result.prefix.prefixTokens + result.prefix.restA).toBe(result.totalA);
    expect(result.prefix.prefixTokens + result.prefix.restB).toBe(result.totalB);
  });
});
