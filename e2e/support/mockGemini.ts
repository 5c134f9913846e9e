import type { Page, Route } from '@playwright/test';
import { VERIFY_SNAPSHOT_PROMPT } from '../../src/core/index';

/**
 * A stand-in for the Gemini API on its real origin, installed with `page.route` so nothing
 * leaves the machine (and the page's Content-Security-Policy, which allows only that origin,
 * is exercised as in production). It answers `generateContent`/`streamGenerateContent` and
 * `countTokens` under `/v1/` and `/v1beta/`, rejects the key `INVALID_KEY` with the API's 400
 * API_KEY_INVALID body, answers CORS preflights, and records every call.
 */
export const MOCK_GEMINI_BASE_URL = 'https://generativelanguage.googleapis.com';
export const INVALID_KEY = 'INVALID_KEY';
/** The figure the mock's countTokens answers. */
export const MOCK_COUNT_TOKENS = 4242;

/** Pages whose Gemini API requests are answered by the mock (they never leave the machine). */
export const mockedGeminiPages = new WeakSet<Page>();

/** From now on, every Gemini API request of `page` fails as an unreachable server would. */
export async function makeGeminiUnreachable(page: Page): Promise<void> {
  // The newest route wins over the mock installed before it.
  await page.route('**/v1*/models/**', (route) => route.abort('connectionrefused'));
}

/** What the mock saw of one call. */
export interface MockGeminiCall {
  url: string;
  apiKeyHeader: string | null;
  body: {
    contents?: { role?: string; parts?: { text?: string }[] }[];
    systemInstruction?: unknown;
  };
}

/** The streamed summary, split over several SSE events. */
export const MOCK_SNAPSHOT_CHUNKS = [
  '<state_snapshot>\n  <overall_goal>Fix the 500 on POST /orders',
  ' for percent discount codes.</overall_goal>\n  <active_constraints>Keep the public API.',
  '</active_constraints>\n</state_snapshot>',
];
/** The verification turn's answer. */
export const MOCK_VERIFIED_SNAPSHOT =
  '<state_snapshot>\n  <overall_goal>Fix the 500 on POST /orders (verified by mock).</overall_goal>\n</state_snapshot>';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, x-goog-api-key, x-goog-api-client',
};

function sse(texts: string[], usage: Record<string, number>): string {
  return texts
    .map((text, i) => {
      const chunk: Record<string, unknown> = {
        candidates: [{ content: { role: 'model', parts: [{ text }] }, index: 0 }],
      };
      if (i === texts.length - 1) {
        (chunk.candidates as Record<string, unknown>[])[0]!.finishReason = 'STOP';
        chunk.usageMetadata = usage;
      }
      return `data: ${JSON.stringify(chunk)}\r\n\r\n`;
    })
    .join('');
}

/** Options of the mock: answer the first `rateLimited` calls with a 429 asking to wait. */
export interface MockGeminiOptions {
  rateLimited?: number;
  /** The wait the 429 asks for, in seconds (RetryInfo and Retry-After). */
  retryDelaySeconds?: number;
}

/** Installs the mock on `page`; returns the list of calls it receives. */
export async function installMockGemini(
  page: Page,
  options: MockGeminiOptions = {},
): Promise<MockGeminiCall[]> {
  const calls: MockGeminiCall[] = [];
  let rateLimited = options.rateLimited ?? 0;
  const delay = options.retryDelaySeconds ?? 3;
  mockedGeminiPages.add(page);
  await page.route('**/v1*/models/**', async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const apiKeyHeader = request.headers()['x-goog-api-key'] ?? null;
    const body = (request.postDataJSON() ?? {}) as MockGeminiCall['body'];
    calls.push({ url: request.url(), apiKeyHeader, body });
    if (apiKeyHeader === INVALID_KEY) {
      return route.fulfill({
        status: 400,
        headers: { ...CORS, 'content-type': 'application/json' },
        body: JSON.stringify({
          error: {
            code: 400,
            message: 'API key not valid. Please pass a valid API key.',
            status: 'INVALID_ARGUMENT',
            details: [
              { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID' },
            ],
          },
        }),
      });
    }
    if (rateLimited > 0) {
      rateLimited--;
      return route.fulfill({
        status: 429,
        headers: { ...CORS, 'content-type': 'application/json', 'retry-after': String(delay) },
        body: JSON.stringify({
          error: {
            code: 429,
            message: `You exceeded your current quota. Please retry in ${delay}s.`,
            status: 'RESOURCE_EXHAUSTED',
            details: [
              { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${delay}s` },
            ],
          },
        }),
      });
    }
    if (request.url().includes(':countTokens')) {
      return route.fulfill({
        status: 200,
        headers: { ...CORS, 'content-type': 'application/json' },
        body: JSON.stringify({ totalTokens: MOCK_COUNT_TOKENS }),
      });
    }
    const contents = body.contents ?? [];
    const lastText = contents[contents.length - 1]?.parts?.[0]?.text;
    const isVerification = lastText === VERIFY_SNAPSHOT_PROMPT;
    const texts = isVerification ? [MOCK_VERIFIED_SNAPSHOT] : MOCK_SNAPSHOT_CHUNKS;
    const usage = { promptTokenCount: 4321, candidatesTokenCount: 87, totalTokenCount: 4408 };
    return route.fulfill({
      status: 200,
      headers: { ...CORS, 'content-type': 'text/event-stream' },
      body: sse(texts, usage),
    });
  });
  return calls;
}
