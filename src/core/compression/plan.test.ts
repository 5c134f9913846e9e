import { describe, expect, it } from 'vitest';
import type { Content } from '../content';
import { DEFAULT_TOKEN_LIMIT } from '../models';
import { getCompressionPrompt } from '../prompt';
import { NEW_SNAPSHOT_ANCHOR, UPDATE_SNAPSHOT_ANCHOR } from './messages';
import { planCompression, type CompressionPlanOptions } from './plan';

const user = (text: string): Content => ({ role: 'user', parts: [{ text }] });
const model = (text: string): Content => ({ role: 'model', parts: [{ text }] });
const history: Content[] = [
  user('u1 '.repeat(100)),
  model('m1 '.repeat(100)),
  user('u2 '.repeat(100)),
  model('m2 '.repeat(100)),
  user('u3'),
  model('m3'),
];
const base: CompressionPlanOptions = { model: 'gemini-2.5-pro', projectTempDir: '/tmp/p' };

describe('trigger', () => {
  it('is NOOP below threshold x tokenLimit, with the numbers shown', () => {
    const plan = planCompression(history, { ...base, lastPromptTokenCount: 524_287 });
    expect(plan.trigger).toMatchObject({
      threshold: 0.5,
      tokenLimit: DEFAULT_TOKEN_LIMIT,
      triggerAt: 524_288,
      triggered: false,
      reason: 'below-threshold',
    });
    expect(plan.decision).toMatchObject({
      rule: 'below-threshold',
      status: 'NOOP',
      tokens: { before: 524_287, after: 524_287 },
    });
  });

  it('triggers at exactly threshold x tokenLimit (>=)', () => {
    const plan = planCompression(history, { ...base, lastPromptTokenCount: 524_288 });
    expect(plan.trigger.reason).toBe('threshold-reached');
    expect(plan.decision.rule).toBe('summarise');
  });

  it('honours a custom threshold', () => {
    const plan = planCompression(history, {
      ...base,
      threshold: 0.2,
      lastPromptTokenCount: 300_000,
    });
    expect(plan.trigger.triggerAt).toBeCloseTo(209_715.2);
    expect(plan.trigger.triggered).toBe(true);
  });

  it('defaults the last prompt count to the heuristic over the history', () => {
    const plan = planCompression(history, base);
    // 4 x 300 + 2 + 2 ASCII chars at 0.25 each.
    expect(plan.trigger.lastPromptTokenCount).toBe(301);
  });

  it('force skips the threshold, as /compress does', () => {
    const plan = planCompression(history, { ...base, force: true, lastPromptTokenCount: 10 });
    expect(plan.trigger.reason).toBe('forced');
    expect(plan.decision.rule).toBe('summarise');
  });

  it('2026-02: a failed earlier attempt makes it NOOP (reported 0 → 0) unless forced', () => {
    // 2026-02 compress(): `curated.length === 0 || (hasFailedCompressionAttempt && !force)`
    // returns NOOP with originalTokenCount 0 and newTokenCount 0, before the threshold.
    const failed = { ...base, hasFailedCompressionAttempt: true, lastPromptTokenCount: 10 };
    expect(planCompression(history, failed).decision).toMatchObject({
      rule: 'failed-attempt',
      status: 'NOOP',
      tokens: { before: 0, after: 0 },
    });
    const forced = planCompression(history, { ...failed, force: true });
    expect(forced.decision.rule).toBe('summarise');
  });

  it('an empty curated history is NOOP even when forced', () => {
    const plan = planCompression([model('')], { ...base, force: true });
    expect(plan.curated).toEqual([]);
    expect(plan.dropped).toEqual([0]);
    expect(plan.decision).toMatchObject({ rule: 'empty-history', tokens: { before: 0, after: 0 } });
  });

  it('is NOOP when the split leaves nothing to compress', () => {
    // Only index 0 is a valid split point and the history ends with a function call.
    const plan = planCompression(
      [user('x'), { role: 'model', parts: [{ functionCall: { name: 'ls' } }] }],
      { ...base, force: true },
    );
    expect(plan.split.index).toBe(0);
    expect(plan.decision).toMatchObject({ rule: 'nothing-to-compress', status: 'NOOP' });
  });
});

describe('split and summary request', () => {
  const plan = planCompression(history, { ...base, force: true });

  it('splits at 1 - preserveFraction = 0.7 by serialised characters', () => {
    expect(plan.split.fraction).toBe(0.7);
    expect(plan.split.validSplitPoints).toEqual([0, 2, 4]);
    expect(plan.split.index).toBe(4);
    expect(plan.toCompress).toEqual(history.slice(0, 4));
    expect(plan.toKeep).toEqual(history.slice(4));
  });

  it('honours a custom preserve fraction', () => {
    const p = planCompression(history, { ...base, force: true, preserveFraction: 0.6 });
    expect(p.split.fraction).toBeCloseTo(0.4);
    expect(p.split.index).toBe(2);
  });

  it('builds the request: compression prompt, original slice, new-snapshot anchor', () => {
    expect(plan.summarizerSource).toBe('original');
    expect(plan.summaryRequest.systemInstruction).toBe(getCompressionPrompt());
    expect(plan.summaryRequest.contents).toEqual([
      ...history.slice(0, 4),
      user(NEW_SNAPSHOT_ANCHOR),
    ]);
  });

  it('switches to the update anchor when the slice holds a <state_snapshot>', () => {
    const withSnapshot = [user('<state_snapshot>old</state_snapshot>'), ...history];
    const p = planCompression(withSnapshot, { ...base, force: true });
    expect(p.hasPreviousSnapshot).toBe(true);
    expect(p.summaryRequest.contents.at(-1)).toEqual(user(UPDATE_SNAPSHOT_ANCHOR));
  });

  it.each([
    ['gemini-2.5-pro', false, 'gemini-2.5-pro', 'chat-compression-2.5-pro', 'gemini-2.5-pro'],
    ['flash', true, 'gemini-3-flash-preview', 'chat-compression-3-flash', 'gemini-3-flash-preview'],
    [
      'auto-gemini-3',
      false,
      'gemini-3-pro-preview',
      'chat-compression-3-pro',
      'gemini-3-pro-preview',
    ],
    ['my-custom-model', false, 'my-custom-model', 'chat-compression-default', 'gemini-2.5-pro'],
  ])(
    'reports the compression alias for %s (preview %s)',
    (model, preview, resolved, alias, used) => {
      const p = planCompression(history, { ...base, model, previewFeatures: preview });
      expect([p.resolvedModel, p.compressionModelAlias, p.compressionModel]).toEqual([
        resolved,
        alias,
        used,
      ]);
      expect(p.summaryRequest.modelAlias).toBe(alias);
    },
  );

  it('splits the truncated history but hands the summariser the original slice', () => {
    const big = (mark: string): Content => ({
      role: 'user',
      parts: [
        {
          functionResponse: { name: 'read_file', response: { output: `${mark}\n`.repeat(60_000) } },
        },
      ],
    });
    const h: Content[] = [
      user('go'),
      { role: 'model', parts: [{ functionCall: { name: 'read_file' } }] },
      big('a'),
      { role: 'model', parts: [{ functionCall: { name: 'read_file' } }] },
      big('b'),
      model('read both'),
      user('next'),
      model('ok'),
    ];
    const p = planCompression(h, { ...base, force: true });
    expect(p.truncation.truncated.map((t) => t.messageIndex)).toEqual([2]);
    expect(p.split.index).toBe(6);
    // The kept and compressed slices come from the truncated history…
    expect(p.toCompress[2]).toBe(p.truncation.history[2]);
    // …but the summariser sees the original, as it fits the token limit.
    expect(p.summarizerSource).toBe('original');
    expect(p.historyForSummarizer[2]).toBe(h[2]);
  });
});
