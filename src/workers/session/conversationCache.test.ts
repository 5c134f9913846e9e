/**
 * The session worker's kept conversations: found again by the same source and counting,
 * never by another's, and the oldest dropped past the limit.
 */
import { describe, expect, it } from 'vitest';
import { createConversationCache } from './conversationCache';
import type { SessionSource } from './protocol';

const generated = (seed: number): Extract<SessionSource, { kind: 'generated' }> => ({
  kind: 'generated',
  turns: 10,
  seed,
  toolOutputChars: 100,
});
const conversation = (label: string) => ({ contents: [], label });

describe('the kept conversations', () => {
  it('finds a conversation by its source and counting only', () => {
    const cache = createConversationCache();
    const kept = cache.put(generated(1), 'gemma3', conversation('one'), [1, 2]);
    expect(cache.get({ ...generated(1) }, 'gemma3')).toBe(kept);
    expect(cache.get(generated(1), 'heuristic')).toBeUndefined();
    expect(cache.get(generated(2), 'gemma3')).toBeUndefined();
    expect(cache.get({ ...generated(1), turns: 11 }, 'gemma3')).toBeUndefined();
    expect(cache.get({ ...generated(1), toolOutputChars: 101 }, 'gemma3')).toBeUndefined();
    expect(kept.messageTokens).toEqual([1, 2]);
    expect(kept.compressionMemo.steps.size).toBe(0);
  });

  it('tells texts apart by their whole text and label', () => {
    const cache = createConversationCache();
    const text: SessionSource = { kind: 'text', text: '[{"role":"user"}]', label: 'a.json' };
    const kept = cache.put(text, 'gemma3', conversation('a'), [3]);
    expect(cache.get({ ...text, text: `${text.text}` }, 'gemma3')).toBe(kept);
    expect(cache.get({ ...text, text: '[{"role":"model"}]' }, 'gemma3')).toBeUndefined();
    expect(cache.get({ ...text, label: 'b.json' }, 'gemma3')).toBeUndefined();
  });

  it('drops the least recently used conversation past the limit', () => {
    const cache = createConversationCache(2);
    cache.put(generated(1), 'gemma3', conversation('1'), []);
    cache.put(generated(2), 'gemma3', conversation('2'), []);
    expect(cache.get(generated(1), 'gemma3')).toBeDefined(); // 1 is now the newest
    cache.put(generated(3), 'gemma3', conversation('3'), []);
    expect(cache.get(generated(2), 'gemma3')).toBeUndefined();
    expect(cache.get(generated(1), 'gemma3')?.conversation.label).toBe('1');
    expect(cache.get(generated(3), 'gemma3')?.conversation.label).toBe('3');
  });
});
