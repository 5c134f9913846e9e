import { describe, expect, it } from 'vitest';
import type { Content } from '../content';
import { COMPRESSION_ACKNOWLEDGEMENT } from '../compression/messages';
import {
  conversationOf,
  countByChars,
  inputFor,
  modelText,
  TEST_PRICE,
  TEST_SETTINGS,
  toolExchange,
  userText,
} from './fixtures/conversations';
import { createCompressionMemo } from './compressionMemo';
import { simulateSession } from './simulate';

const PREFIX = 3000 + 1500 + 200;
const tokens = (c: Content) => countByChars(c.parts?.[0]?.text ?? JSON.stringify(c.parts?.[0]));

describe('simulateSession: turn requests', () => {
  const u0 = userText('Find the bug in the invoice totals, please.');
  const m0 = modelText('The sum uses floats; I will switch it to integer cents.');
  const u1 = userText('Go ahead and run the tests afterwards.');
  const m1 = modelText('Done: all tests pass.');
  const conversation = { contents: [u0, m0, u1, m1], label: 'two turns' };

  it('sends one request per model content with everything before it', () => {
    const { requests } = simulateSession(inputFor(conversation));
    expect(requests.map((r) => [r.kind, r.answerIndex])).toEqual([
      ['turn', 1],
      ['turn', 3],
    ]);
    expect(requests[0]?.inputTokens).toBe(PREFIX + tokens(u0));
    expect(requests[1]?.inputTokens).toBe(PREFIX + tokens(u0) + tokens(m0) + tokens(u1));
    expect(requests.map((r) => r.outputTokens)).toEqual([tokens(m0), tokens(m1)]);
    expect(requests.every((r) => r.outputSource === 'estimated')).toBe(true);
  });

  it('shares the previous request whole and caches it from the minimum up', () => {
    const { requests } = simulateSession(inputFor(conversation));
    const [first, second] = requests;
    expect(first?.sharedPrefixTokens).toBe(0);
    expect(first?.cachedTokens).toBe(0);
    expect(second?.sharedPrefixTokens).toBe(first?.inputTokens);
    expect(second?.cachedTokens).toBe(first?.inputTokens);
  });

  it('leaves a shared prefix one token below the minimum uncached, and caches it at the minimum', () => {
    const shared = simulateSession(inputFor(conversation)).requests[1]?.sharedPrefixTokens ?? 0;
    const at = (min: number) =>
      simulateSession(inputFor(conversation, { price: { ...TEST_PRICE, minCacheableTokens: min } }))
        .requests[1]?.cachedTokens;
    expect(at(shared + 1)).toBe(0);
    expect(at(shared)).toBe(shared);
  });

  it('lets the first request reuse the opening texts of an earlier session', () => {
    const settings = { ...TEST_SETTINGS, warmCacheFromEarlierSessions: true };
    const [first] = simulateSession(inputFor(conversation, { settings })).requests;
    expect(first?.sharedPrefixTokens).toBe(PREFIX);
    expect(first?.cachedTokens).toBe(PREFIX);
  });

  it('answers a tool call with a request of its own', () => {
    const contents = [u0, ...toolExchange('c1', 'read_file', 'x'.repeat(400)), m0];
    const { requests } = simulateSession(inputFor({ contents, label: 'tool' }));
    expect(requests.map((r) => r.answerIndex)).toEqual([1, 3]);
  });

  it('uses recorded output and thinking tokens where the log has them, and says so', () => {
    const recorded = { 1: { outputTokens: 7, thoughtsTokens: 5, promptTokens: 900 } };
    const result = simulateSession(inputFor({ ...conversation, recordedUsage: recorded }));
    expect(result.requests[0]).toMatchObject({ outputTokens: 12, outputSource: 'recorded' });
    expect(result.requests[0]?.recorded).toEqual(recorded[1]);
    expect(result.requests[1]?.outputSource).toBe('estimated');
    expect(result.notes.join(' ')).toMatch(/1 of the turn requests use the output tokens/);
  });

  it('estimates output as a fixed figure, or the answer plus thinking tokens', () => {
    const fixed = { ...TEST_SETTINGS, output: { kind: 'fixed' as const, tokensPerRequest: 300 } };
    expect(
      simulateSession(inputFor(conversation, { settings: fixed })).requests.map(
        (r) => r.outputTokens,
      ),
    ).toEqual([300, 300]);
    const thinking = {
      ...TEST_SETTINGS,
      output: { kind: 'history' as const, thinkingTokensPerRequest: 50 },
    };
    expect(
      simulateSession(inputFor(conversation, { settings: thinking })).requests[0]?.outputTokens,
    ).toBe(tokens(m0) + 50);
  });

  it('refuses token counts that do not match the messages, saying what is wrong', () => {
    expect(() => simulateSession(inputFor(conversation, { messageTokens: [1, 2] }))).toThrow(
      'The session has 4 messages but 2 token counts',
    );
  });

  it('leaves money out without a price and says so', () => {
    const result = simulateSession(inputFor(conversation, { price: null }));
    expect(result.requests.every((r) => r.cost === null && r.cumulativeCost === 0)).toBe(true);
    expect(result.totals.cost).toBeNull();
    expect(result.totals.costPerThousandSessions).toBeNull();
    expect(result.notes.join(' ')).toMatch(/No price is known for gemini-2.5-pro/);
  });

  it('says when the price row is older than 120 days, given today', () => {
    const stale = { ...TEST_PRICE, source: { ...TEST_PRICE.source, readOn: '2026-03-03' } };
    const today = new Date('2026-11-26T12:00:00Z');
    const notes = (price: typeof TEST_PRICE) =>
      simulateSession(inputFor(conversation, { price, today })).notes.join(' ');
    expect(notes(stale)).toMatch(/read on 2026-03-03, more than 120 days ago/);
    expect(notes(TEST_PRICE)).not.toMatch(/days ago/);
  });

  it('adds up money per request and per thousand sessions', () => {
    const result = simulateSession(inputFor(conversation));
    const sum = result.requests.reduce((s, r) => s + (r.cost?.total ?? 0), 0);
    expect(result.totals.cost?.total).toBeCloseTo(sum, 12);
    expect(result.totals.costPerThousandSessions).toBeCloseTo(sum * 1000, 9);
    expect(result.requests.at(-1)?.cumulativeCost).toBeCloseTo(sum, 12);
  });
});

describe('simulateSession: compression', () => {
  const turns = Array.from({ length: 12 }, () => ({
    askChars: 400,
    toolOutputs: [3000, 2000],
    answerChars: 600,
  }));
  const conversation = conversationOf(turns);
  // Triggers at 0.02 × 1,048,576 ≈ 20,971 tokens of the last request.
  const settings = { ...TEST_SETTINGS, compressionThreshold: 0.02 };

  it('summarises once the last request reaches the threshold, as a request of its own', () => {
    const seen: Content[][] = [];
    const result = simulateSession(
      inputFor(conversation, { settings, onTurnRequest: (c) => void seen.push([...c]) }),
    );
    const [event] = result.compressions;
    if (!event) throw new Error('expected a compression');
    expect(event).toMatchObject({ rule: 'summarise', outcome: 'compressed' });
    expect(event.tokensBefore).toBeGreaterThanOrEqual(0.02 * 1_048_576);
    const turnBefore = result.requests[event.beforeRequest - 2];
    expect(turnBefore?.inputTokens).toBe(event.tokensBefore);
    // 2026-02: the summariser request only.
    expect(event.requestIndices).toEqual([event.beforeRequest - 1]);
    const summary = result.requests[event.beforeRequest - 1];
    expect(summary).toMatchObject({ kind: 'summary', answerIndex: null, model: 'gemini-2.5-pro' });
    expect(summary?.outputTokens).toBeGreaterThan(0);
    const after = result.requests[event.beforeRequest];
    expect(after?.kind).toBe('turn');
    expect(event.tokensAfter).toBe(after?.inputTokens);
    expect(event.tokensAfter).toBeLessThan(event.tokensBefore);
    // The turn after it starts again from the snapshot: only the opening texts are shared.
    expect(after?.sharedPrefixTokens).toBe(PREFIX);
    const turnIndex = result.requests.filter(
      (r, i) => r.kind === 'turn' && i <= event.beforeRequest,
    );
    const contents = seen[turnIndex.length - 1] ?? [];
    expect(contents[0]?.parts?.[0]?.text).toContain('<state_snapshot>');
    expect(contents[1]?.parts?.[0]?.text).toBe(COMPRESSION_ACKNOWLEDGEMENT);
  });

  it('prices the summariser on its own model, and says when that model has no price', () => {
    const gemma = { ...TEST_SETTINGS, model: 'gemma-4-31b-it', compressionThreshold: 0.02 };
    const result = simulateSession(inputFor(conversation, { settings: gemma, current: {} }));
    const [event] = result.compressions;
    if (!event) throw new Error('expected a compression');
    const summary = result.requests[event.requestIndices[0] ?? -1];
    // The current CLI compresses Gemma with chat-compression-default → gemini-2.5-pro.
    expect(summary?.model).toBe('gemini-2.5-pro');
    expect(summary?.cost).not.toBeNull();
    const unpriced = simulateSession(
      inputFor(conversation, { settings: gemma, current: {}, priceOf: () => null }),
    );
    expect(unpriced.requests[event.requestIndices[0] ?? -1]?.cost).toBeNull();
    expect(unpriced.notes.join(' ')).toMatch(/run on gemini-2.5-pro, which has no price/);
    expect(unpriced.notes.join(' ')).toMatch(/offline sample summariser/);
  });

  it('adds the verify request for the current CLI, sharing the summary request’s history', () => {
    const result = simulateSession(inputFor(conversation, { settings, current: {} }));
    const [event] = result.compressions;
    if (!event) throw new Error('expected a compression');
    const [summary, verify] = event.requestIndices.map((i) => result.requests[i]);
    expect(summary?.kind).toBe('summary');
    expect(verify?.kind).toBe('verify');
    // The verify request repeats the summary request's system and history, then differs.
    expect(verify?.sharedPrefixTokens).toBeGreaterThan(0);
    expect(verify?.sharedPrefixTokens).toBeLessThan(summary?.inputTokens ?? 0);
    expect(verify?.cachedTokens).toBe(verify?.sharedPrefixTokens);
  });

  it('plans a compression once for simulations that differ only in the opening texts', () => {
    const compressionMemo = createCompressionMemo();
    const base = simulateSession(inputFor(conversation, { settings, compressionMemo }));
    const planned = compressionMemo.steps.size;
    expect(planned).toBeGreaterThan(0);
    const variant = simulateSession(
      inputFor(conversation, {
        settings,
        compressionMemo,
        prefix: { system: 2990, tools: 1500, environment: 200 },
      }),
    );
    expect(variant.compressions.map((e) => e.beforeRequest)).toEqual(
      base.compressions.map((e) => e.beforeRequest),
    );
    expect(compressionMemo.steps.size).toBe(planned);
  });

  it('counts the contents a remembered compression made once, with the same figures', () => {
    const compressionMemo = createCompressionMemo();
    const counted: string[] = [];
    const countText = (text: string) => {
      counted.push(text);
      return Math.ceil(text.length / 4);
    };
    const first = simulateSession(inputFor(conversation, { settings, compressionMemo, countText }));
    expect(first.compressions.length).toBeGreaterThan(0);
    const firstCounts = counted.length;
    expect(firstCounts).toBeGreaterThan(0);
    counted.length = 0;
    const again = simulateSession(inputFor(conversation, { settings, compressionMemo, countText }));
    expect(again).toEqual(first);
    // Only the summariser's own texts (its instruction and answer) are counted again.
    expect(counted.length).toBeLessThan(firstCounts);
    expect(counted.length).toBeLessThanOrEqual(2 * first.compressions.length);
    expect(simulateSession(inputFor(conversation, { settings, countText }))).toEqual(first);
  });

  it('reports progress over the messages, ending at the total', () => {
    const reports: [number, number][] = [];
    simulateSession(inputFor(conversation, { onProgress: (d, t) => void reports.push([d, t]) }));
    const total = conversation.contents.length;
    expect(reports.length).toBeGreaterThan(1);
    expect(reports.at(-1)).toEqual([total, total]);
    expect(reports.every(([d, t], k) => t === total && d >= (reports[k - 1]?.[0] ?? 0))).toBe(true);
  });

  it('does not compress below the threshold', () => {
    const result = simulateSession(inputFor(conversation));
    expect(result.compressions).toEqual([]);
    expect(result.requests.every((r) => r.kind === 'turn')).toBe(true);
    expect(result.totals.compressions).toBe(0);
  });

  it('keeps the old history when the snapshot counts more than the last prompt (2026-02 then stops)', () => {
    const small = conversationOf(
      Array.from({ length: 6 }, () => ({ askChars: 8, toolOutputs: [], answerChars: 8 })),
    );
    const result = simulateSession(
      inputFor(small, {
        prefix: { system: 0, tools: 0, environment: 0 },
        settings: { ...TEST_SETTINGS, compressionThreshold: 0.000001 },
      }),
    );
    expect(result.compressions.map((e) => [e.rule, e.outcome])).toEqual([
      ['summarise', 'inflated'],
    ]);
    const [event] = result.compressions;
    const after = result.requests[event?.beforeRequest ?? -1];
    const before = result.requests[(event?.beforeRequest ?? 0) - 2];
    expect(after?.sharedPrefixTokens).toBe(before?.inputTokens);
  });
});
