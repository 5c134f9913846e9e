// Which requests a replay sends and the most they can cost, from a simulated session.
import { describe, expect, it } from 'vitest';
import {
  countContents,
  estimateTextTokens,
  generateSyntheticHistory,
  simulateSession,
  type Content,
  type PriceRow,
  type SessionRequest,
  type SessionResult,
} from '../../../core';
import { MAX_REPLAY_REQUESTS, REPLAY_MAX_OUTPUT_TOKENS } from '../../geminiApi/geminiReplay';
import { replayableRequests, replayBound, replayPlan, turnContents } from './replayPlan';

const PRICE: PriceRow = {
  model: 'gemini-2.5-pro',
  input: 1.25,
  cachedInput: 0.125,
  output: 10,
  longContext: { aboveTokens: 200_000, input: 2.5, cachedInput: 0.25, output: 15 },
  minCacheableTokens: 4096,
  source: { url: 'https://example.test', readOn: '2026-10-01' },
};

const request = (
  index: number,
  kind: SessionRequest['kind'],
  inputTokens = 1000,
): SessionRequest => ({
  index,
  kind,
  answerIndex: kind === 'turn' ? 2 * index + 1 : null,
  model: PRICE.model,
  inputTokens,
  sharedPrefixTokens: 0,
  cachedTokens: 0,
  outputTokens: 10,
  outputSource: 'estimated',
  cost: null,
  cumulativeCost: 0,
});

const result = (requests: SessionRequest[]): SessionResult => ({
  requests,
  compressions: [],
  totals: {
    requests: requests.length,
    inputTokens: 0,
    cachedTokens: 0,
    outputTokens: 0,
    compressions: 0,
    cost: null,
    costPerThousandSessions: null,
  },
  price: PRICE,
  prefix: { system: 0, tools: 0, environment: 0 },
  notes: [],
});

describe('replayableRequests', () => {
  it('takes the turn requests before the first compression request', () => {
    const requests = [
      request(0, 'turn'),
      request(1, 'turn'),
      request(2, 'summary'),
      request(3, 'turn'),
    ];
    expect(replayableRequests(result(requests)).map((r) => r.index)).toEqual([0, 1]);
  });

  it(`never more than ${MAX_REPLAY_REQUESTS}`, () => {
    const requests = Array.from({ length: 25 }, (_, i) => request(i, 'turn'));
    expect(replayableRequests(result(requests))).toHaveLength(MAX_REPLAY_REQUESTS);
  });
});

describe('replayPlan', () => {
  const conversation = {
    label: 'x',
    contents: Array.from({ length: 6 }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('model' as const),
      parts: [{ text: `m${i}` }],
    })),
  };
  const prefix = { system: 'SYS', tools: '[]', environment: 'ENV' };

  it('each request holds the environment message and the history before its answer', () => {
    const plan = replayPlan(
      result([request(0, 'turn'), request(1, 'turn'), request(2, 'turn')]),
      prefix,
      conversation,
      PRICE.model,
      2,
    );
    expect(plan.model).toBe(PRICE.model);
    expect(plan.systemInstruction).toBe('SYS');
    expect(plan.tools).toBe('[]');
    expect(plan.requests.map((r) => r.requestIndex)).toEqual([0, 1]);
    expect(plan.requests[1]!.contents).toEqual([
      { role: 'user', parts: [{ text: 'ENV' }] },
      ...conversation.contents.slice(0, 3),
    ]);
  });

  it('an empty environment message is left out', () => {
    expect(turnContents({ ...prefix, environment: '' }, conversation, 1)).toEqual(
      conversation.contents.slice(0, 1),
    );
  });
});

describe('replayBound', () => {
  it('prices every input token (plus 10%) uncached and the most output each request may bill', () => {
    const bound = replayBound(
      [request(0, 'turn', 10_000), request(1, 'turn', 20_000)],
      PRICE,
      PRICE.model,
    );
    // 2.5 Pro thinks at least 128 tokens: each request may bill 256 + 128 output tokens.
    expect(bound.maxOutputTokensEach).toBe(REPLAY_MAX_OUTPUT_TOKENS + 128);
    expect(bound.inputTokens).toBe(33_000);
    expect(bound.dollars).toBeCloseTo((33_000 * 1.25 + 2 * 384 * 10) / 1e6, 12);
  });

  it('bills a long prompt at the long-context tier', () => {
    const bound = replayBound([request(0, 'turn', 190_000)], PRICE, PRICE.model);
    // 190,000 × 1.1 = 209,000 input tokens: over the 200,000 tier.
    expect(bound.dollars).toBeCloseTo((209_000 * 2.5 + 384 * 15) / 1e6, 12);
  });

  it('says nothing about money without a price', () => {
    expect(replayBound([request(0, 'turn')], null, 'gemini-x').dollars).toBeNull();
  });
});

describe("the replayed contents are the simulation's", () => {
  it('each replayable request holds the environment message and the history simulateSession built', () => {
    const contents = generateSyntheticHistory({ turns: 12, seed: 7, toolOutputChars: 400 });
    const conversation = { label: 'generated', contents };
    const built = new Map<number, Content[]>();
    const simulated = simulateSession({
      prefix: { system: 3000, tools: 1500, environment: 200 },
      conversation,
      messageTokens: countContents(contents, estimateTextTokens),
      settings: {
        model: PRICE.model,
        tokenLimit: 1_048_576,
        compressionThreshold: 0.5,
        output: { kind: 'history', thinkingTokensPerRequest: 0 },
        warmCacheFromEarlierSessions: false,
      },
      price: PRICE,
      countText: estimateTextTokens,
      onTurnRequest: (history, request) => built.set(request.index, [...history]),
    });
    const prefix = { system: 'SYS', tools: '', environment: 'ENV' };
    const plan = replayPlan(simulated, prefix, conversation, PRICE.model, MAX_REPLAY_REQUESTS);
    expect(plan.requests).toHaveLength(Math.min(MAX_REPLAY_REQUESTS, simulated.requests.length));
    for (const { requestIndex, contents: sent } of plan.requests) {
      expect(sent).toEqual([
        { role: 'user', parts: [{ text: 'ENV' }] },
        ...built.get(requestIndex)!,
      ]);
    }
  });
});
