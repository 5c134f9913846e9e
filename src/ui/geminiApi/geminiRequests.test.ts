// The model id is part of the request path, and the request carries the key: every request
// the app makes must go to the method the user chose, whatever id a link put in the state.
// fetch is intercepted under the real @google/genai SDK.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkApiModelId, InvalidModelIdError } from '../../core';
import { countTokensWithGemini } from './geminiCountTokens';
import { explainGeminiFailure } from './geminiErrors';
import { streamGeminiRequest } from './geminiStream';

const BASE = 'https://generativelanguage.googleapis.com';
const KEY = `AIza${'K'.repeat(35)}`;

/** Stubs fetch with `answer` and returns the URLs requested. */
function interceptFetch(answer: () => Response): string[] {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return answer();
    }),
  );
  return urls;
}

const countAnswer = () =>
  new Response(JSON.stringify({ totalTokens: 7 }), {
    headers: { 'content-type': 'application/json' },
  });
const streamAnswer = () =>
  new Response('data: {"candidates":[{"content":{"parts":[{"text":"ok"}]}}]}\n\n', {
    headers: { 'content-type': 'text/event-stream' },
  });

const count = (model: string) =>
  countTokensWithGemini({ apiKey: KEY, baseUrl: BASE, model, text: 'hello' });
const stream = (model: string) =>
  streamGeminiRequest(
    {
      model,
      systemInstruction: 'sys',
      contents: [{ role: 'user', parts: [{ text: 'x' }] }],
    } as never,
    { apiKey: KEY, baseUrl: BASE, signal: new AbortController().signal, onText: () => {} },
  );

/** Every call the app makes to the Gemini API, with the method it chose and the path it asks. */
const CALLS = [
  { what: '"Count exactly"', call: count, answer: countAnswer, method: 'countTokens', query: '' },
  {
    what: 'the compression run',
    call: stream,
    answer: streamAnswer,
    method: 'streamGenerateContent',
    query: '?alt=sse',
  },
] as const;

/** Model ids a link could carry: hostile forms, ids near the grammar, arbitrary text. */
const anyModelId = fc.oneof(
  fc.constantFrom(
    'gemini-2.5-pro:generateContent#',
    'gemini-2.5-pro:generateContent?',
    '%2e%2e/cachedContents',
    '..%2f..%2fv1beta%2ftunedModels%2fx',
    '%2E%2E%2Fv1%2FcachedContents',
    'x/../../v1/cachedContents',
    'tunedModels/x',
    'models/gemini-2.5-flash',
    'gemini-2.5-pro',
    'gemini-2.5-pro\n',
    'gemini 2.5',
  ),
  fc.string({ unit: fc.constantFrom(...'abz09.-_:#%/?&=\\ \n@;!~*'.split('')), maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

afterEach(() => vi.unstubAllGlobals());

describe.each(CALLS)('$what', ({ call, answer, method, query }) => {
  it(`only ever requests models/{id}:${method}, for any model id (property)`, async () => {
    await fc.assert(
      fc.asyncProperty(anyModelId, async (model) => {
        const urls = interceptFetch(answer);
        const outcome = await call(model).then(
          () => null,
          (error: unknown) => error,
        );
        const checked = checkApiModelId(model);
        if (!checked.ok) {
          // Refused before any request: the key went nowhere.
          expect(outcome).toBeInstanceOf(InvalidModelIdError);
          expect(urls).toEqual([]);
          return;
        }
        expect(outcome).toBeNull();
        expect(urls).toHaveLength(1);
        const url = new URL(urls[0] as string);
        expect(url.origin).toBe(BASE);
        // The SDK picks the API version; the resource and the method are the app's.
        const [version, ...rest] = url.pathname.slice(1).split('/');
        expect(version).toMatch(/^v1(beta)?$/);
        expect(rest.join('/')).toBe(`models/${checked.id}:${method}`);
        expect(url.search).toBe(query);
        expect(url.hash).toBe('');
        expect(urls[0]).not.toContain(KEY);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses the reported id that reached generateContent, saying so plainly', async () => {
    const urls = interceptFetch(answer);
    const error = await call('gemini-2.5-pro:generateContent#').catch((e: unknown) => e);
    expect(urls).toEqual([]);
    const explained = explainGeminiFailure(error, { baseUrl: BASE });
    expect(explained.kind).toBe('invalid-model');
    expect(explained.title).toBe(
      'The model id cannot be sent to the Gemini API, so nothing was sent.',
    );
    expect(explained.detail).toContain('it holds ":"');
  });
});
