/**
 * The plan view names the rule that decided the outcome. Views come from real plans
 * (`planCompression` → `toPlanView`), set up so the CLI's order of checks (gemini-cli
 * packages/core/src/context/chatCompressionService.ts `compress()`) picks each rule:
 * empty history; threshold; failed attempt (truncated estimate vs the API's last count);
 * split at 0; otherwise the summariser.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { planCompression, type CompressionPlanOptions, type Content } from '../../../core';
import { DecisionNote, type DecisionFacts } from './DecisionNote';

afterEach(cleanup);

const current: CompressionPlanOptions = { model: 'auto', projectTempDir: '/t', current: {} };
const small: Content[] = [
  { role: 'user', parts: [{ text: 'abcd' }] },
  { role: 'model', parts: [{ text: 'ok' }] },
];
/** Four tool outputs of 240,020 characters (60,005 tokens each): each over the 50,000 budget. */
const bulky: Content[] = Array.from({ length: 4 }, (_, i): Content[] => [
  { role: 'user', parts: [{ text: `step ${i}` }] },
  { role: 'model', parts: [{ functionCall: { name: 'shell', args: {} } }] },
  {
    role: 'user',
    parts: [
      {
        functionResponse: {
          name: 'shell',
          response: { output: `${'a'.repeat(19)}😀${'b'.repeat(240_000)}` },
        },
      },
    ],
  },
  { role: 'model', parts: [{ text: 'done' }] },
]).flat();

function show(history: Content[], options: Partial<CompressionPlanOptions>) {
  const plan = planCompression(history, { ...current, ...options });
  // The plan view's fields, as the worker's toPlanView copies them (planView.test.ts).
  const view: DecisionFacts = {
    decision: plan.decision,
    trigger: plan.trigger,
    maxChars: plan.maxChars,
    truncatedCount: plan.truncation.truncated.length,
    splitCharacterOutputs: plan.truncation.truncated.filter((t) => t.splitsCharacter).length,
  };
  render(<DecisionNote view={view} />);
  const rule = screen.getByTestId('decision-rule');
  return { rule, text: rule.textContent ?? '', notes: screen.queryAllByTestId('truncation-note') };
}

describe('DecisionNote names the deciding rule', () => {
  it('below the threshold: NOOP, even after a failed attempt', () => {
    const { rule, text } = show(small, {
      lastPromptTokenCount: 100_000,
      hasFailedCompressionAttempt: true,
    });
    expect(rule.dataset['rule']).toBe('below-threshold');
    expect(text).toMatch(/^Below the threshold: NOOP \(last prompt 100,000 < 524,288\)/);
  });

  it('a failed attempt: truncate only; estimate below the last count: CONTENT_TRUNCATED', () => {
    const { text } = show(small, {
      lastPromptTokenCount: 600_000,
      hasFailedCompressionAttempt: true,
    });
    expect(text).toMatch(/^A failed attempt: truncate only\./);
    expect(text).toContain("(1) is below the API's last count (600,000): CONTENT_TRUNCATED");
  });

  it('a failed attempt: truncate only; estimate not below the last count: NOOP', () => {
    const { rule, text } = show(small, {
      threshold: 1e-9,
      lastPromptTokenCount: 1,
      hasFailedCompressionAttempt: true,
    });
    expect(rule.dataset['rule']).toBe('failed-attempt-no-gain');
    expect(text).toContain("(1) is not below the API's last count (1): NOOP");
  });

  it('an empty history: NOOP reported as 0 → 0', () => {
    const { text } = show([{ role: 'model', parts: [{ text: '' }] }], { force: true });
    expect(text).toContain('empty: NOOP, reported as 0 → 0');
  });

  it('the threshold reached, and forced: the summariser runs', () => {
    expect(show(small, { lastPromptTokenCount: 524_288 }).text).toMatch(
      /^Threshold reached \(last prompt 524,288 ≥ 524,288\): the summariser runs/,
    );
    cleanup();
    expect(show(small, { force: true }).text).toMatch(/^Forced, as \/compress does/);
  });

  it('2026-02 checks the failed attempt first: NOOP reported as 0 → 0', () => {
    const { rule } = show(small, {
      current: undefined,
      lastPromptTokenCount: 100_000,
      hasFailedCompressionAttempt: true,
    });
    expect(rule.dataset['rule']).toBe('failed-attempt');
  });
});

describe('DecisionNote notes the CLI cuts a tidier tool would not make', () => {
  it('a split character in a cut output', () => {
    // 4 × (limit − last) = 100: the head is floor(100 × 0.2) = 20 units and ends on the emoji's
    // high half (units 19–20).
    const { notes } = show(bulky, { force: true, lastPromptTokenCount: 1_048_576 - 25 });
    expect(notes.map((n) => n.textContent).join(' ')).toMatch(
      /^4 cut outputs keep half of a character pair \(a lone surrogate\)/,
    );
  });

  it('a limit of 0: the whole output becomes the tail (slice(-0))', () => {
    const { notes } = show(bulky, { force: true, lastPromptTokenCount: 1_048_576 });
    expect(notes[0]?.textContent).toMatch(/^The character limit is 0 .*slice\(-0\)/);
  });

  it('a negative limit: negative head and tail counts', () => {
    // 4 × (1,048,576 − 1,048,586) = −40: head floor(−8) = −8, tail −32.
    const { notes } = show(bulky, { force: true, lastPromptTokenCount: 1_048_586 });
    expect(notes[0]?.textContent).toContain('The character limit is negative (-40)');
    expect(notes[0]?.textContent).toContain('(-8 and -32)');
  });

  it('no note for an ordinary cut (40,000: head 8,000 ends past the emoji)', () => {
    expect(show(bulky, { force: true }).notes).toEqual([]);
  });
});
