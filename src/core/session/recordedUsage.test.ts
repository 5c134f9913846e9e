import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countByChars, inputFor } from './fixtures/conversations';
import { recordedUsageFromSession } from './recordedUsage';
import { simulateSession } from './simulate';

const log: unknown = JSON.parse(
  readFileSync(new URL('../compression/fixtures/cli-session.json', import.meta.url), 'utf8'),
);

describe('recordedUsageFromSession', () => {
  it('keys each gemini record’s tokens by the index of the model content it became', () => {
    const conversation = recordedUsageFromSession(log, 'cli-session.json');
    if (!conversation) throw new Error('the fixture is a CLI session');
    // user, gemini (2 calls → model + responses), gemini, info (left out), user, gemini (1 call), gemini
    expect(conversation.contents.map((c) => c.role)).toEqual([
      'user',
      'model',
      'user',
      'model',
      'user',
      'model',
      'user',
      'model',
    ]);
    expect(conversation.recordedUsage).toEqual({
      1: { promptTokens: 14210, outputTokens: 96, cachedTokens: 0, thoughtsTokens: 188 },
      3: { promptTokens: 14602, outputTokens: 41, cachedTokens: 12800, thoughtsTokens: 97 },
    });
    expect(conversation.contents[1]?.parts?.some((p) => p.functionCall)).toBe(true);
    expect(conversation.contents[3]?.parts?.some((p) => p.functionCall)).toBe(false);
    expect(conversation.label).toBe('cli-session.json');
    expect(conversation.notes?.at(-1)).toBe('2 model turns with recorded token usage');
  });

  it('replaces the estimate with the recorded answer plus thinking tokens', () => {
    const conversation = recordedUsageFromSession(log);
    if (!conversation) throw new Error('the fixture is a CLI session');
    const { requests } = simulateSession(inputFor(conversation, { countText: countByChars }));
    const byAnswer = new Map(requests.map((r) => [r.answerIndex, r]));
    expect(byAnswer.get(1)).toMatchObject({ outputTokens: 96 + 188, outputSource: 'recorded' });
    expect(byAnswer.get(3)).toMatchObject({ outputTokens: 41 + 97, outputSource: 'recorded' });
    expect(byAnswer.get(5)?.outputSource).toBe('estimated');
  });

  it('keeps a turn without a readable output count unrecorded', () => {
    const json = {
      sessionId: 's',
      messages: [
        { type: 'user', content: 'hi' },
        { type: 'gemini', content: 'one', tokens: { input: 10, output: 'many' } },
        { type: 'user', content: 'again' },
        { type: 'gemini', content: 'two', tokens: { output: 3, thoughts: -1 } },
      ],
    };
    expect(recordedUsageFromSession(json)?.recordedUsage).toEqual({ 3: { outputTokens: 3 } });
  });

  it('returns null for anything but a CLI session', () => {
    expect(recordedUsageFromSession([{ role: 'user', parts: [{ text: 'x' }] }])).toBeNull();
    expect(recordedUsageFromSession({ messages: [] })).toBeNull();
    expect(recordedUsageFromSession('text')).toBeNull();
    expect(recordedUsageFromSession(null)).toBeNull();
  });
});
