import { describe, expect, it } from 'vitest';
import { COMPRESSION_ACKNOWLEDGEMENT } from '../compression/messages';
import { offlineSummarise } from '../compression/offlineSummariser';
import { compressionStep, type CompressionStepInput } from './compressionStep';
import { conversationOf } from './fixtures/conversations';

const history = conversationOf(
  Array.from({ length: 10 }, () => ({ askChars: 300, toolOutputs: [2000, 500], answerChars: 300 })),
).contents;
const base: CompressionStepInput = {
  history,
  model: 'gemini-2.5-pro',
  threshold: 0.001,
  lastPromptTokenCount: 50_000,
  hasFailedCompressionAttempt: false,
  projectTempDir: '/tmp/project',
};

describe('compressionStep', () => {
  it('2026-02: one summary call, then [snapshot, acknowledgement, ...kept]', () => {
    const step = compressionStep(base);
    if (step.kind !== 'summarised') throw new Error(`expected a summary, got ${step.kind}`);
    expect(step.calls.map((c) => c.kind)).toEqual(['summary']);
    expect(step.history[0]).toEqual({
      role: 'user',
      parts: [{ text: step.calls[0]?.answer.trim() }],
    });
    expect(step.history[1]?.parts?.[0]?.text).toBe(COMPRESSION_ACKNOWLEDGEMENT);
    const kept = step.history.slice(2);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept[0]?.role).toBe('user');
    expect(history.slice(-kept.length)).toEqual(kept);
  });

  it('current CLI: a verify call whose offline answer is what the summariser gives for it', () => {
    const step = compressionStep({ ...base, current: {} });
    if (step.kind !== 'summarised') throw new Error(`expected a summary, got ${step.kind}`);
    const [summary, verify] = step.calls;
    expect(verify?.kind).toBe('verify');
    expect(verify?.request.contents.at(-2)).toEqual({
      role: 'model',
      parts: [{ text: summary?.answer }],
    });
    expect(verify?.answer).toBe(offlineSummarise(verify!.request));
  });

  it('stops below the threshold without touching the history', () => {
    expect(compressionStep({ ...base, threshold: 0.5 })).toEqual({
      kind: 'none',
      rule: 'below-threshold',
    });
  });

  it('current CLI after a failed attempt: the budget-truncated history, no summary', () => {
    const big = conversationOf(
      Array.from({ length: 8 }, () => ({ askChars: 50, toolOutputs: [200_000], answerChars: 50 })),
    ).contents;
    const step = compressionStep({
      ...base,
      history: big,
      lastPromptTokenCount: 600_000,
      hasFailedCompressionAttempt: true,
      current: {},
    });
    expect(step.kind).toBe('truncated');
    expect(step.rule).toBe('failed-attempt-truncated');
  });
});
