import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Content } from '../content';
import { conversationOf, inputFor, TEST_PRICE, TEST_SETTINGS } from './fixtures/conversations';
import { createCompressionMemo } from './compressionMemo';
import { simulateSession, type SimulateSessionInput } from './simulate';
import type { SessionResult } from './types';
import { whatIfRows } from './whatIf';

const turnArb = fc.record({
  askChars: fc.integer({ min: 1, max: 3000 }),
  toolOutputs: fc.array(fc.integer({ min: 0, max: 8000 }), { maxLength: 3 }),
  answerChars: fc.integer({ min: 1, max: 2000 }),
});

const sessionArb = fc
  .record({
    turns: fc.array(turnArb, { minLength: 1, maxLength: 16 }),
    prefix: fc.record({
      system: fc.integer({ min: 0, max: 20_000 }),
      tools: fc.integer({ min: 0, max: 8_000 }),
      environment: fc.integer({ min: 0, max: 2_000 }),
    }),
    threshold: fc.constantFrom(0.5, 0.03, 0.01, 0.003),
    current: fc.boolean(),
    warm: fc.boolean(),
    priced: fc.boolean(),
    min: fc.constantFrom(1024, 2048, 4096),
    longAbove: fc.constantFrom(200_000, 15_000),
    fixedOutput: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: undefined }),
    recordedEvery: fc.integer({ min: 0, max: 4 }),
  })
  .map((c): SimulateSessionInput => {
    const conversation = conversationOf(c.turns);
    const recordedUsage: Record<number, { outputTokens: number; thoughtsTokens: number }> = {};
    if (c.recordedEvery > 0) {
      conversation.contents.forEach((content, i) => {
        if (content.role === 'model' && i % c.recordedEvery === 0) {
          recordedUsage[i] = { outputTokens: i % 97, thoughtsTokens: i % 13 };
        }
      });
    }
    const price = {
      ...TEST_PRICE,
      minCacheableTokens: c.min,
      longContext: { ...TEST_PRICE.longContext!, aboveTokens: c.longAbove },
    };
    return inputFor(
      { ...conversation, recordedUsage },
      {
        prefix: c.prefix,
        settings: {
          ...TEST_SETTINGS,
          compressionThreshold: c.threshold,
          warmCacheFromEarlierSessions: c.warm,
          output:
            c.fixedOutput === undefined
              ? { kind: 'history', thinkingTokensPerRequest: 20 }
              : { kind: 'fixed', tokensPerRequest: c.fixedOutput },
        },
        price: c.priced ? price : null,
        ...(c.current ? { current: {} } : {}),
      },
    );
  });

const RUNS = { numRuns: 40 };
const sum = (result: SessionResult, pick: (r: SessionResult['requests'][number]) => number) =>
  result.requests.reduce((s, r) => s + pick(r), 0);

describe('simulateSession properties', () => {
  it('per-request figures sum to the session totals; cumulative cost rises to the total', () => {
    fc.assert(
      fc.property(sessionArb, (input) => {
        const result = simulateSession(input);
        const { totals } = result;
        expect(totals.requests).toBe(result.requests.length);
        expect(totals.inputTokens).toBe(sum(result, (r) => r.inputTokens));
        expect(totals.cachedTokens).toBe(sum(result, (r) => r.cachedTokens));
        expect(totals.outputTokens).toBe(sum(result, (r) => r.outputTokens));
        expect(totals.compressions).toBe(result.compressions.length);
        const turns = result.requests.filter((r) => r.kind === 'turn');
        const models = input.conversation.contents.filter((c) => c.role === 'model');
        expect(turns.length).toBe(models.length);
        let previous = 0;
        for (const request of result.requests) {
          expect(
            request.cachedTokens === 0 || request.cachedTokens === request.sharedPrefixTokens,
          ).toBe(true);
          expect(request.sharedPrefixTokens).toBeLessThanOrEqual(request.inputTokens);
          expect(request.cumulativeCost).toBeGreaterThanOrEqual(previous);
          previous = request.cumulativeCost;
        }
        if (input.price) {
          expect(totals.cost?.total).toBeCloseTo(
            sum(result, (r) => r.cost?.total ?? 0),
            9,
          );
          expect(totals.cost?.cacheSaving).toBeCloseTo(
            sum(result, (r) => r.cost?.cacheSaving ?? 0),
            9,
          );
          expect(result.requests.at(-1)?.cumulativeCost ?? 0).toBeCloseTo(
            totals.cost?.total ?? 0,
            9,
          );
        } else {
          expect(totals.cost).toBeNull();
          expect(previous).toBe(0);
        }
        for (const event of result.compressions) {
          for (const i of event.requestIndices) {
            expect(result.requests[i]?.kind).not.toBe('turn');
          }
          expect(result.requests[event.beforeRequest]?.kind).toBe('turn');
        }
      }),
      RUNS,
    );
  });

  it('remembering compressions across simulations changes no figure', () => {
    fc.assert(
      fc.property(sessionArb, fc.integer({ min: 0, max: 5000 }), (input, cut) => {
        const compressionMemo = createCompressionMemo();
        const variant = {
          ...input,
          prefix: { ...input.prefix, system: Math.max(0, input.prefix.system - cut) },
        };
        simulateSession({ ...input, compressionMemo });
        const remembered = simulateSession({ ...variant, compressionMemo });
        expect(remembered).toEqual(simulateSession(variant));
        expect(simulateSession({ ...input, compressionMemo })).toEqual(simulateSession(input));
      }),
      RUNS,
    );
  });

  it('a what-if saving is exactly the difference of two full simulations', () => {
    fc.assert(
      fc.property(sessionArb, fc.integer({ min: 0, max: 5000 }), (input, cut) => {
        const base = simulateSession(input);
        const system = Math.max(0, input.prefix.system - cut);
        const variantResult = simulateSession({ ...input, prefix: { ...input.prefix, system } });
        const variant = {
          key: 'section:x',
          group: 'section' as const,
          label: 'x',
          prefix: { system: '', tools: '', environment: '' },
        };
        const [row] = whatIfRows(
          base,
          [{ variant, result: variantResult, breakAtToken: system }],
          2048,
        );
        expect(row?.savedTokens).toBe(base.totals.inputTokens - variantResult.totals.inputTokens);
        expect(row?.savedCachedTokens).toBe(
          base.totals.cachedTokens - variantResult.totals.cachedTokens,
        );
        if (base.totals.cost && variantResult.totals.cost) {
          expect(row?.savedCost).toBe(base.totals.cost.total - variantResult.totals.cost.total);
        } else {
          expect(row?.savedCost).toBeNull();
        }
        expect(row?.breaksCacheForEveryRequest).toBe(system < 2048);
      }),
      RUNS,
    );
  });

  it('compression never splits a function call from its response', () => {
    let compressed = 0;
    fc.assert(
      fc.property(sessionArb, (input) => {
        const seen: Content[][] = [];
        const result = simulateSession({
          ...input,
          onTurnRequest: (contents) => void seen.push([...contents]),
        });
        compressed += result.compressions.filter((e) => e.outcome === 'compressed').length;
        for (const contents of seen) {
          contents.forEach((content, k) => {
            const responds = (content.parts ?? []).some((p) => p.functionResponse);
            const calls = (content.parts ?? []).some((p) => p.functionCall);
            if (responds) {
              const before = contents[k - 1];
              expect(before?.role).toBe('model');
              expect((before?.parts ?? []).some((p) => p.functionCall)).toBe(true);
            }
            if (calls && k + 1 < contents.length) {
              const next = contents[k + 1];
              expect((next?.parts ?? []).some((p) => p.functionResponse)).toBe(true);
            }
          });
        }
      }),
      { numRuns: 60 },
    );
    // The generator reaches the threshold often enough for the property to mean something.
    expect(compressed).toBeGreaterThan(5);
  });
});
