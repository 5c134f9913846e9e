import { describe, expect, it } from 'vitest';
import { conversationOf, inputFor, TEST_SETTINGS } from './fixtures/conversations';
import { simulateSession } from './simulate';
import type { WhatIfVariant } from './types';
import { whatIfRows } from './whatIf';

const conversation = conversationOf(
  Array.from({ length: 8 }, () => ({ askChars: 400, toolOutputs: [3000], answerChars: 500 })),
);
const variant = (key: string): WhatIfVariant => ({
  key,
  group: 'section',
  label: key,
  prefix: { system: '', tools: '', environment: '' },
});

describe('whatIfRows', () => {
  const base = simulateSession(inputFor(conversation));
  const smaller = simulateSession(
    inputFor(conversation, { prefix: { system: 2000, tools: 1500, environment: 200 } }),
  );

  it('is base minus variant, in tokens and money', () => {
    const [row] = whatIfRows(
      base,
      [{ variant: variant('a'), result: smaller, breakAtToken: 2500 }],
      2048,
    );
    expect(row?.savedTokens).toBe(base.totals.inputTokens - smaller.totals.inputTokens);
    expect(row?.savedTokens).toBe(1000 * base.totals.requests);
    expect(row?.savedCachedTokens).toBe(base.totals.cachedTokens - smaller.totals.cachedTokens);
    expect(row?.savedCost).toBeCloseTo(
      (base.totals.cost?.total ?? 0) - (smaller.totals.cost?.total ?? 0),
      12,
    );
    expect(row?.savedCostPerThousandSessions).toBeCloseTo((row?.savedCost ?? 0) * 1000, 9);
    expect(row?.changesCompression).toBe(false);
  });

  it.each([
    [2047, true],
    [2048, false],
  ])('a change at token %i breaks the cache for every request: %s', (at, breaks) => {
    const [row] = whatIfRows(
      base,
      [{ variant: variant('a'), result: smaller, breakAtToken: at }],
      2048,
    );
    expect(row?.breaksCacheForEveryRequest).toBe(breaks);
  });

  it('says when the variant compresses differently, and has no money without a price', () => {
    const compressing = simulateSession(
      inputFor(conversation, { settings: { ...TEST_SETTINGS, compressionThreshold: 0.01 } }),
    );
    expect(compressing.compressions.length).toBeGreaterThan(0);
    const unpriced = simulateSession(inputFor(conversation, { price: null }));
    const [differs, noMoney] = whatIfRows(
      base,
      [
        { variant: variant('c'), result: compressing, breakAtToken: 0 },
        { variant: variant('d'), result: unpriced, breakAtToken: 0 },
      ],
      2048,
    );
    expect(differs?.changesCompression).toBe(true);
    expect(noMoney?.savedCost).toBeNull();
    expect(noMoney?.savedCostPerThousandSessions).toBeNull();
  });
});
