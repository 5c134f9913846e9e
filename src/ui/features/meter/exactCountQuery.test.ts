import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXACT_TEXT_GONE_MESSAGE, exactCountQuery } from './exactCountQuery';

const sent = vi.hoisted(() => ({ texts: [] as string[] }));
vi.mock('../../geminiApi/geminiCountTokens', async (original) => ({
  ...(await original<object>()),
  countTokensWithGemini: (request: { text: string }) => {
    sent.texts.push(request.text);
    return Promise.resolve(request.text.length);
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  sent.texts = [];
});

const request = (text: string) => ({
  apiKey: 'test-key',
  baseUrl: 'https://generativelanguage.googleapis.com',
  model: 'gemini-2.5-pro',
  text,
});

describe('exactCountQuery', () => {
  it('sends the text it was built for when asked', async () => {
    const asked = request('The whole prompt.');
    const count = await new QueryClient().fetchQuery(exactCountQuery(asked, 'h1', true));
    expect(count).toBe('The whole prompt.'.length);
    expect(sent.texts).toEqual(['The whole prompt.']);
  });

  it('holds the request weakly: once it is gone nothing is sent and it says why', async () => {
    vi.stubGlobal(
      'WeakRef',
      class {
        deref(): undefined {
          return undefined;
        }
      },
    );
    const options = exactCountQuery(request('An older prompt.'), 'h2', true);
    await expect(new QueryClient().fetchQuery({ ...options, retry: false })).rejects.toThrow(
      EXACT_TEXT_GONE_MESSAGE,
    );
    expect(sent.texts).toEqual([]);
  });
});
