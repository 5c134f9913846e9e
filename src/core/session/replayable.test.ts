/**
 * The replayable start of a session: the first turn requests up to the first compression (at
 * most MAX_REPLAY_REQUESTS), and only the contents they hold — every replayable request's
 * history is the same from it as from the whole conversation.
 */
import { describe, expect, it } from 'vitest';
import { conversationOf, inputFor, TEST_SETTINGS } from './fixtures/conversations';
import { MAX_REPLAY_REQUESTS, replayableConversation, replayableRequests } from './replayable';
import { simulateSession } from './simulate';
import type { SessionConversation, SessionResult } from './types';

const turns = (n: number, toolOutput = 300) =>
  Array.from({ length: n }, () => ({ askChars: 200, toolOutputs: [toolOutput], answerChars: 300 }));

/** Each replayable request's history (the contents before its answer), from `conversation`. */
const histories = (result: SessionResult, conversation: SessionConversation) =>
  replayableRequests(result).map((r) => conversation.contents.slice(0, r.answerIndex ?? 0));

describe('the replayable start of a session', () => {
  it('holds the contents of the first turn requests only, at most the limit', () => {
    const conversation = conversationOf(turns(40));
    const result = simulateSession(inputFor(conversation));
    const replayable = replayableRequests(result);
    expect(replayable).toHaveLength(MAX_REPLAY_REQUESTS);
    expect(replayable.every((r) => r.kind === 'turn')).toBe(true);
    const start = replayableConversation(conversation, result);
    const last = replayable.at(-1)!.answerIndex!;
    expect(start.contents).toEqual(conversation.contents.slice(0, last));
    expect(start.contents.length).toBeLessThan(conversation.contents.length);
    expect(start.label).toBe(conversation.label);
    expect(histories(result, start)).toEqual(histories(result, conversation));
  });

  it('stops at the first compression', () => {
    const conversation = conversationOf(turns(12, 6000));
    const settings = { ...TEST_SETTINGS, compressionThreshold: 0.01 };
    const result = simulateSession(inputFor(conversation, { settings }));
    const firstOther = result.requests.findIndex((r) => r.kind !== 'turn');
    expect(firstOther).toBeGreaterThan(0);
    expect(firstOther).toBeLessThan(MAX_REPLAY_REQUESTS);
    expect(replayableRequests(result)).toEqual(result.requests.slice(0, firstOther));
    const start = replayableConversation(conversation, result);
    expect(histories(result, start)).toEqual(histories(result, conversation));
  });

  it('keeps the recorded usage of the contents it holds', () => {
    const conversation = conversationOf(turns(30));
    const answers = conversation.contents.flatMap((c, i) => (c.role === 'model' ? [i] : []));
    const recordedUsage = Object.fromEntries(
      answers.map((i) => [i, { promptTokens: 1000 + i, outputTokens: 50 }]),
    );
    const recorded = { ...conversation, recordedUsage, notes: ['read from a log'] };
    const result = simulateSession(inputFor(recorded));
    const start = replayableConversation(recorded, result);
    const kept = Object.keys(start.recordedUsage ?? {}).map(Number);
    expect(kept).toEqual(answers.filter((i) => i < start.contents.length));
    expect(start.notes).toEqual(['read from a log']);
  });

  it('is empty for a session without a turn request', () => {
    const conversation = { contents: [], label: 'empty' };
    const result = simulateSession(inputFor(conversation));
    expect(replayableConversation(conversation, result)).toEqual({ contents: [], label: 'empty' });
  });
});
