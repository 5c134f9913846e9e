// "Replay the first turns on Gemini" under the real @google/genai SDK with fetch intercepted:
// exactly the planned requests go to models/{id}:generateContent, bounded, each answer's
// usageMetadata comes back, Cancel stops further requests, and no error shows the key.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvalidModelIdError } from '../../core';
import { explainGeminiFailure } from './geminiErrors';
import {
  REPLAY_MAX_OUTPUT_TOKENS,
  replayMaxOutputTokens,
  replayOnGemini,
  type ReplayPlan,
} from './geminiReplay';

const BASE = 'https://generativelanguage.googleapis.com';
const KEY = `AIza${'R'.repeat(35)}`;

interface Sent {
  url: string;
  body: Record<string, unknown>;
  headers: Headers;
}

/** Stubs fetch; `answer(n)` answers the n-th request (from 0). Returns what was sent. */
function interceptFetch(answer: (n: number) => Response | Promise<Response>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      sent.push({
        url,
        body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>,
        headers: new Headers(init?.headers),
      });
      return answer(sent.length - 1);
    }),
  );
  return sent;
}

const usageAnswer = (n: number) =>
  new Response(
    JSON.stringify({
      candidates: [{ content: { role: 'model', parts: [{ text: `answer ${n}` }] } }],
      usageMetadata: {
        promptTokenCount: 1000 + n,
        cachedContentTokenCount: n === 0 ? undefined : 800,
        candidatesTokenCount: 20 + n,
        thoughtsTokenCount: 5,
        totalTokenCount: 1025 + 2 * n,
      },
    }),
    { headers: { 'content-type': 'application/json' } },
  );

const TOOLS = JSON.stringify([
  { name: 'read_file', description: 'Reads a file.', parametersJsonSchema: { type: 'object' } },
]);

function plan(model: string, requests: number): ReplayPlan {
  return {
    model,
    systemInstruction: 'You are a coding agent.',
    tools: TOOLS,
    requests: Array.from({ length: requests }, (_, i) => ({
      requestIndex: i,
      contents: [
        { role: 'user', parts: [{ text: 'environment' }] },
        ...Array.from({ length: i + 1 }, (_, turn) => ({
          role: 'user',
          parts: [{ text: `turn ${turn}` }],
        })),
      ],
    })),
  };
}

const options = (signal = new AbortController().signal) => ({
  apiKey: KEY,
  baseUrl: BASE,
  signal,
});

afterEach(() => vi.unstubAllGlobals());

describe('replayOnGemini', () => {
  it('sends exactly the planned requests to models/{id}:generateContent and returns their usage', async () => {
    const sent = interceptFetch(usageAnswer);
    const usages = await replayOnGemini(plan('gemini-2.5-flash', 3), options());
    expect(sent).toHaveLength(3);
    for (const { url, headers } of sent) {
      const parsed = new URL(url);
      expect(parsed.pathname).toMatch(/^\/v1(beta)?\/models\/gemini-2\.5-flash:generateContent$/);
      expect(url).not.toContain(KEY);
      expect(headers.get('x-goog-api-key')).toBe(KEY);
    }
    expect(usages).toEqual([
      { promptTokens: 1000, cachedTokens: null, outputTokens: 20, thoughtsTokens: 5 },
      { promptTokens: 1001, cachedTokens: 800, outputTokens: 21, thoughtsTokens: 5 },
      { promptTokens: 1002, cachedTokens: 800, outputTokens: 22, thoughtsTokens: 5 },
    ]);
  });

  it('sends each request as planned: system instruction, tools, its contents, bounded output', async () => {
    const sent = interceptFetch(usageAnswer);
    await replayOnGemini(plan('gemini-2.5-pro', 2), options());
    const body = sent[1]!.body;
    expect(body.systemInstruction).toEqual({
      parts: [{ text: 'You are a coding agent.' }],
      role: 'user',
    });
    expect(body.tools).toEqual([{ functionDeclarations: JSON.parse(TOOLS) as unknown }]);
    expect(body.contents).toEqual(plan('gemini-2.5-pro', 2).requests[1]!.contents);
    expect(body.generationConfig).toMatchObject({
      maxOutputTokens: REPLAY_MAX_OUTPUT_TOKENS,
      thinkingConfig: { thinkingBudget: 128 },
    });
    expect(replayMaxOutputTokens('gemini-2.5-pro')).toBe(REPLAY_MAX_OUTPUT_TOKENS + 128);
  });

  it('turns thinking off on 2.5 Flash and asks Gemini 3 for a low level, with signed calls', async () => {
    const sent = interceptFetch(usageAnswer);
    await replayOnGemini(plan('gemini-2.5-flash', 1), options());
    expect(sent[0]!.body.generationConfig).toMatchObject({ thinkingConfig: { thinkingBudget: 0 } });
    const withCall = plan('gemini-3-flash-preview', 1);
    withCall.requests[0]!.contents.push(
      { role: 'model', parts: [{ functionCall: { name: 'read_file', args: {} } }] },
      { role: 'user', parts: [{ functionResponse: { name: 'read_file', response: {} } }] },
    );
    await replayOnGemini(withCall, options());
    expect(sent[1]!.body.generationConfig).toMatchObject({
      thinkingConfig: { thinkingLevel: 'LOW' },
    });
    const contents = sent[1]!.body.contents as { parts: Record<string, unknown>[] }[];
    expect(contents.at(-2)!.parts[0]).toMatchObject({
      thoughtSignature: 'skip_thought_signature_validator',
    });
  });

  it('Cancel stops further requests: none is sent after the abort', async () => {
    const abort = new AbortController();
    const sent = interceptFetch((n) => {
      if (n === 1) abort.abort();
      return usageAnswer(n);
    });
    const outcome = await replayOnGemini(plan('gemini-2.5-flash', 5), options(abort.signal)).then(
      () => null,
      (error: unknown) => error,
    );
    expect(sent).toHaveLength(2);
    expect(explainGeminiFailure(outcome, { baseUrl: BASE, cancelled: true }).kind).toBe(
      'cancelled',
    );
  });

  it('sends nothing when already cancelled or when the model id is outside the grammar', async () => {
    const sent = interceptFetch(usageAnswer);
    const abort = new AbortController();
    abort.abort();
    await expect(
      replayOnGemini(plan('gemini-2.5-flash', 3), options(abort.signal)),
    ).rejects.toThrow();
    await expect(
      replayOnGemini(plan('gemini-2.5-pro:streamGenerateContent#', 3), options()),
    ).rejects.toBeInstanceOf(InvalidModelIdError);
    expect(sent).toEqual([]);
  });

  it('stops at a failed request, and its explanation never shows the key', async () => {
    const sent = interceptFetch((n) =>
      n === 0
        ? usageAnswer(0)
        : new Response(
            JSON.stringify({
              error: {
                code: 400,
                message: `API key not valid: ${KEY}`,
                status: 'INVALID_ARGUMENT',
              },
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          ),
    );
    const error = await replayOnGemini(plan('gemini-2.5-flash', 4), options()).catch(
      (e: unknown) => e,
    );
    expect(sent).toHaveLength(2);
    const explained = explainGeminiFailure(error, { baseUrl: BASE });
    expect(JSON.stringify(explained)).not.toContain(KEY);
    expect(explained.kind).toBe('invalid-key');
  });
});
