/**
 * The current CLI's order of checks (gemini-cli packages/core/src/context/
 * chatCompressionService.ts, `ChatCompressionService.compress()`), written out:
 *   1. curated history empty            → NOOP, originalTokenCount 0, newTokenCount 0
 *   2. !force && last < threshold × tokenLimit(model)
 *                                       → NOOP, last → last, no history
 *   3. truncated = truncateHistoryToBudget(curated)
 *      hasFailedCompressionAttempt && !force:
 *        estimateTokenCountSync(truncated parts) < last → CONTENT_TRUNCATED, last → estimate
 *        otherwise                                      → NOOP, last → last
 *   4. split; nothing before it → NOOP; else summarise.
 * `last` is `chat.getLastPromptTokenCount()`: the API's count, not an estimate of the history.
 */
import { describe, expect, it } from 'vitest';
import type { Content } from '../content';
import { estimateTokenCountSync } from '../tokens';
import { planCompression, type CompressionPlanOptions } from './plan';
import { simulateCompression, type Summariser } from './simulate';

const environment = {
  date: '2026-02-05',
  locale: 'en-US',
  platform: 'linux' as const,
  tempDir: '/t',
  workspaceDirs: ['/w'],
  trees: { '/w': 'TREE' },
  environmentMemory: '',
  session: { includeDirectoryTree: true, memory: { extension: '', project: '' } },
};
const current: CompressionPlanOptions = { model: 'auto', projectTempDir: '/t', current: {} };
/** Six ASCII characters in all: estimateTokenCountSync gives floor(6 × 1/4) = 1. */
const small: Content[] = [
  { role: 'user', parts: [{ text: 'abcd' }] },
  { role: 'model', parts: [{ text: 'ok' }] },
];

/** Runs the simulation, counting summariser calls. */
async function run(history: Content[], options: Partial<CompressionPlanOptions>) {
  let calls = 0;
  const summarise: Summariser = () => {
    calls++;
    return Promise.resolve('<state_snapshot>s</state_snapshot>');
  };
  const simulation = await simulateCompression(history, {
    ...current,
    ...options,
    environment,
    summarise,
  });
  return { simulation, calls };
}

describe('case 1: the threshold is checked before the failed-attempt rule', () => {
  it('below the threshold after a failed attempt: NOOP with the last count, no history', async () => {
    // 100,000 < 0.5 × 1,048,576 = 524,288 → rule 2 returns before truncation is considered.
    const { simulation, calls } = await run(small, {
      lastPromptTokenCount: 100_000,
      hasFailedCompressionAttempt: true,
    });
    expect(simulation.plan.decision.rule).toBe('below-threshold');
    expect(simulation.statusName).toBe('NOOP');
    expect(simulation.tokens).toMatchObject({ before: 100_000, after: 100_000 });
    expect(simulation.newHistory).toBeNull();
    expect(simulation.applied).toBe(false);
    expect(calls).toBe(0);
  });
});

describe('case 2: the truncated estimate is compared with the API last count', () => {
  it('a small history with a reported 600,000: CONTENT_TRUNCATED, 600,000 → 1', async () => {
    const { simulation, calls } = await run(small, {
      lastPromptTokenCount: 600_000,
      hasFailedCompressionAttempt: true,
    });
    const estimate = estimateTokenCountSync(small.flatMap((c) => c.parts ?? []));
    expect(estimate).toBe(1);
    expect(simulation.plan.decision).toMatchObject({
      rule: 'failed-attempt-truncated',
      status: 'CONTENT_TRUNCATED',
      truncatedTokenCount: 1,
    });
    expect(simulation.statusName).toBe('CONTENT_TRUNCATED');
    expect(simulation.tokens).toMatchObject({ before: 600_000, after: 1 });
    expect(simulation.applied).toBe(true);
    expect(simulation.newHistory).toEqual(small);
    expect(calls).toBe(0);
  });

  it('exactly at the threshold (524,288 of 1,048,576) is not below it: CONTENT_TRUNCATED', () => {
    const plan = planCompression(small, {
      ...current,
      lastPromptTokenCount: 524_288,
      hasFailedCompressionAttempt: true,
    });
    expect(plan.trigger.triggerAt).toBe(524_288);
    expect(plan.decision.status).toBe('CONTENT_TRUNCATED');
    expect(plan.decision.tokens).toEqual({ before: 524_288, after: 1 });
  });

  it('gemma-4-31b-it at 128,000 of its 256,000: CONTENT_TRUNCATED', () => {
    const plan = planCompression(small, {
      ...current,
      model: 'gemma-4-31b-it',
      lastPromptTokenCount: 128_000,
      hasFailedCompressionAttempt: true,
    });
    expect(plan.trigger.tokenLimit).toBe(256_000);
    expect(plan.decision.rule).toBe('failed-attempt-truncated');
    const below = planCompression(small, {
      ...current,
      model: 'gemma-4-31b-it',
      lastPromptTokenCount: 127_999,
      hasFailedCompressionAttempt: true,
    });
    expect(below.decision.rule).toBe('below-threshold');
  });

  it('an estimate not below the last count: NOOP, last → last', async () => {
    // A tiny threshold lets a last count of 1 pass the threshold; the estimate is also 1.
    const { simulation } = await run(small, {
      threshold: 1e-9,
      lastPromptTokenCount: 1,
      hasFailedCompressionAttempt: true,
    });
    expect(simulation.plan.decision).toMatchObject({
      rule: 'failed-attempt-no-gain',
      truncatedTokenCount: 1,
    });
    expect(simulation.statusName).toBe('NOOP');
    expect(simulation.tokens).toMatchObject({ before: 1, after: 1 });
  });

  it('force skips both the threshold and the failed-attempt rule: the summariser runs', async () => {
    const { simulation, calls } = await run(small, {
      force: true,
      lastPromptTokenCount: 600_000,
      hasFailedCompressionAttempt: true,
    });
    expect(simulation.plan.decision.rule).toBe('summarise');
    expect(calls).toBe(2);
    expect(simulation.tokens.before).toBe(600_000);
  });
});

describe('case 3: an empty curated history', () => {
  it('reports 0 → 0, even forced and with a large last count', async () => {
    const empty: Content[] = [{ role: 'model', parts: [{ text: '' }] }];
    const { simulation, calls } = await run(empty, {
      force: true,
      lastPromptTokenCount: 700_000,
    });
    expect(simulation.plan.curated).toEqual([]);
    expect(simulation.plan.decision.rule).toBe('empty-history');
    expect(simulation.statusName).toBe('NOOP');
    expect(simulation.tokens).toMatchObject({ before: 0, after: 0 });
    expect(calls).toBe(0);
  });
});
