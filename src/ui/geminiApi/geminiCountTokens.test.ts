import { describe, expect, it } from 'vitest';
import { explainGeminiError } from './geminiCountTokens';

const apiError = (status: number, message: string) => Object.assign(new Error(message), { status });
const BASE = 'http://127.0.0.1:59999';

describe('explainGeminiError', () => {
  it.each([
    ['offline', new TypeError('Failed to fetch'), `Could not reach the Gemini API at ${BASE}`],
    ['bad request', apiError(400, '{"error":"bad"}'), 'rejected the request (HTTP 400)'],
    ['refused key', apiError(403, 'forbidden'), 'refused the API key (HTTP 403)'],
    ['unknown model', apiError(404, 'nope'), 'does not know this model'],
    ['rate limit', apiError(429, 'slow down'), 'rate-limiting'],
    ['server error', apiError(503, 'busy'), 'answered HTTP 503: busy'],
    ['anything else', new Error('odd'), 'The exact count failed: odd'],
  ])('%s', (_name, error, expected) => {
    // Each failure says what happened and what to do, never a bare stack.
    expect(explainGeminiError(error, BASE)).toContain(expected);
  });
});
