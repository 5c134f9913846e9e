// Every Gemini call this app makes, failing with the key echoed back, through the real SDK:
// the texts shown (and logged) for each must not contain the key.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { explainGeminiFailure } from '../geminiApi/geminiErrors';
import { streamGeminiRequest } from '../geminiApi/geminiStream';
import { countTokensWithGemini, explainGeminiError } from '../geminiApi/geminiCountTokens';
import { scrubForDisplay } from './scrub';

const SENT = `AIza${'Q'.repeat(30)}sentK`;
const OLD = 'old-key-typed-first-0001';
const BASE = 'https://generativelanguage.googleapis.com';

function failWith(status: number, message: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      status === 0
        ? Promise.reject(new TypeError(`Failed to fetch ${BASE}/v1beta?key=${SENT}`))
        : new Response(JSON.stringify({ error: { code: status, message, status: 'X' } }), {
            status,
            headers: { 'content-type': 'application/json' },
          }),
    ),
  );
}

async function countError(key: string): Promise<string> {
  try {
    await countTokensWithGemini({
      apiKey: key,
      baseUrl: BASE,
      model: 'gemini-2.5-pro',
      text: 'hi',
    });
  } catch (error) {
    return explainGeminiError(error, BASE);
  }
  throw new Error('the count did not fail');
}

async function streamError(key: string): Promise<string> {
  try {
    await streamGeminiRequest(
      {
        model: 'gemini-2.5-pro',
        systemInstruction: 's',
        contents: [{ role: 'user', parts: [{ text: 'x' }] }],
      } as never,
      { apiKey: key, baseUrl: BASE, signal: new AbortController().signal, onText: () => {} },
    );
  } catch (error) {
    return JSON.stringify(explainGeminiFailure(error, { baseUrl: BASE }));
  }
  throw new Error('the stream did not fail');
}

afterEach(() => vi.unstubAllGlobals());

describe.each([
  ['countTokens', countError],
  ['generateContentStream (compression)', streamError],
])('%s errors', (_path, call) => {
  it.each([
    [400, `API key not valid: ${SENT}`],
    [403, `Permission denied for key ${SENT}`],
    [429, `Quota exceeded for ${SENT}`],
    [500, `Internal error while checking ?key=${SENT}`],
    [0, 'network'],
    [400, `API key not valid: ${SENT.toLowerCase()}`],
    [400, `bad key ${SENT.toUpperCase()}`],
  ])('HTTP %s with the key in the answer shows no key', async (status, message) => {
    failWith(status, message);
    const shown = await call(SENT);
    // Not even lowercased or escaped: the scrubber finds the key in any letter case.
    expect(shown.toLowerCase()).not.toContain(SENT.toLowerCase());
    expect(shown.length).toBeGreaterThan(10);
  });

  it('hides a key sent earlier in the page life, not only the current one', async () => {
    failWith(400, 'ok');
    await call(OLD).catch(() => '');
    failWith(400, `echo of the first key ${OLD.toUpperCase()}`);
    const shown = await call(SENT);
    expect(shown.toLowerCase()).not.toContain(OLD.toLowerCase());
  });
});

describe('scrubForDisplay', () => {
  it('masks Google-shaped keys that were never sent', () => {
    expect(scrubForDisplay(`x AIza${'z'.repeat(35)} y`)).toBe('x [API key hidden] y');
  });
});
