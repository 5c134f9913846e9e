import { describe, expect, it } from 'vitest';
import { rememberSentKey } from '../lib/scrub';
import { classifyGeminiError, explainGeminiFailure, retryAfterSeconds } from './geminiErrors';

/** An error shaped like @google/genai's ApiError: `status` plus the JSON body as message. */
function apiError(status: number, body: unknown): Error & { status: number } {
  const error = new Error(`got status: ${status}. ${JSON.stringify(body)}`) as Error & {
    status: number;
  };
  error.name = 'ApiError';
  error.status = status;
  return error;
}

const KEY = 'AIzaSy-test-secret-key-123';
const invalidKeyBody = {
  error: {
    code: 400,
    message: 'API key not valid. Please pass a valid API key.',
    status: 'INVALID_ARGUMENT',
    details: [{ reason: 'API_KEY_INVALID' }],
  },
};

describe('classifyGeminiError', () => {
  it.each([
    ['400 API_KEY_INVALID', apiError(400, invalidKeyBody), 'invalid-key'],
    ['401', apiError(401, { error: { message: 'unauthenticated' } }), 'invalid-key'],
    ['403', apiError(403, { error: { message: 'permission denied' } }), 'invalid-key'],
    ['400 other', apiError(400, { error: { message: 'contents too long' } }), 'bad-request'],
    ['404', apiError(404, { error: { message: 'model not found' } }), 'not-found'],
    ['429', apiError(429, { error: { message: 'RESOURCE_EXHAUSTED' } }), 'quota'],
    ['500', apiError(500, { error: { message: 'internal' } }), 'server'],
    ['503', apiError(503, { error: { message: 'overloaded' } }), 'server'],
    ['offline fetch', new TypeError('Failed to fetch'), 'offline'],
    ['abort', new DOMException('The user aborted a request.', 'AbortError'), 'cancelled'],
    ['something else', new Error('boom'), 'unknown'],
  ] as const)('%s → %s', (_name, error, kind) => {
    // Each kind gets its own explanation and advice, so the sorting must be exact.
    expect(classifyGeminiError(error)).toBe(kind);
  });

  it('treats any error as cancelled once the user cancelled', () => {
    // An aborted stream can surface as a fetch TypeError; the user's cancel wins.
    expect(classifyGeminiError(new TypeError('Failed to fetch'), true)).toBe('cancelled');
  });
});

describe('explainGeminiFailure', () => {
  it('says what happened and what to do, with the API message and no key', () => {
    const explained = explainGeminiFailure(apiError(400, invalidKeyBody), {
      baseUrl: 'http://127.0.0.1:59998',
    });
    expect(explained.kind).toBe('invalid-key');
    expect(explained.status).toBe(400);
    expect(explained.title).toContain('did not accept the API key');
    expect(explained.action).toContain('Settings');
    // The body's own message is shown, not the raw JSON.
    expect(explained.detail).toBe('API key not valid. Please pass a valid API key.');
  });

  it('names the base URL when the API cannot be reached', () => {
    const explained = explainGeminiFailure(new TypeError('Failed to fetch'), {
      baseUrl: 'http://127.0.0.1:59999',
    });
    expect(explained.title).toContain('Could not reach');
    expect(explained.detail).toContain('http://127.0.0.1:59999');
  });

  it('removes the key from every field even when the server echoes it', () => {
    const echo = apiError(500, { error: { message: `bad key ${KEY} in ?key=${KEY}` } });
    rememberSentKey(KEY);
    const explained = explainGeminiFailure(echo, { baseUrl: 'x' });
    expect(JSON.stringify(explained)).not.toContain(KEY);
    expect(explained.detail).toContain('[API key hidden]');
  });
});

describe('retryAfterSeconds (when a 429 may be retried)', () => {
  const quotaBody = (retryDelay: string) => ({
    error: {
      code: 429,
      message: 'You exceeded your current quota. Please retry in 36.2s.',
      status: 'RESOURCE_EXHAUSTED',
      details: [
        { '@type': 'type.googleapis.com/google.rpc.QuotaFailure', violations: [] },
        { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay },
      ],
    },
  });

  it('reads RetryInfo.retryDelay from the body, rounded up', () => {
    expect(retryAfterSeconds(apiError(429, quotaBody('37s')))).toBe(37);
    expect(retryAfterSeconds(apiError(429, quotaBody('1.2s')))).toBe(2);
  });

  it('prefers a Retry-After header, in seconds or as a date', () => {
    const error = Object.assign(apiError(429, quotaBody('37s')), {
      headers: new Headers({ 'retry-after': '12' }),
    });
    expect(retryAfterSeconds(error)).toBe(12);
    const now = Date.parse('2026-02-05T10:00:00Z');
    const dated = Object.assign(apiError(429, {}), {
      headers: new Headers({ 'retry-after': 'Thu, 05 Feb 2026 10:01:30 GMT' }),
    });
    expect(retryAfterSeconds(dated, now)).toBe(90);
  });

  it('falls back to the "retry in" phrase, and says null when nothing is given', () => {
    expect(retryAfterSeconds(apiError(429, { error: { message: 'Please retry in 4.5s.' } }))).toBe(
      5,
    );
    expect(retryAfterSeconds(apiError(429, { error: { message: 'quota' } }))).toBeNull();
  });

  it('is part of the explained quota error', () => {
    const explained = explainGeminiFailure(apiError(429, quotaBody('20s')), {
      baseUrl: 'https://example.test',
    });
    expect(explained).toMatchObject({ kind: 'quota', retryAfterSeconds: 20 });
  });
});
