/** Classifies a failed Gemini call and explains it in words, with the key scrubbed out. */
import { InvalidModelIdError } from '../../core';
import { scrubForDisplay } from '../lib/scrub';

/** What went wrong with a Gemini call. */
export type GeminiErrorKind =
  | 'invalid-key'
  | 'quota'
  | 'server'
  | 'offline'
  | 'cancelled'
  | 'not-found'
  | 'bad-request'
  | 'invalid-model'
  | 'unknown';

/** A failed call, explained for the user. */
export interface ExplainedGeminiError {
  kind: GeminiErrorKind;
  /** HTTP status when the API answered. */
  status: number | null;
  /** One line saying what happened. */
  title: string;
  /** What to do about it. */
  action: string;
  /** The API's own message (secret-free), when useful. */
  detail: string;
  /** Seconds the API asks to wait before retrying (429 RetryInfo or Retry-After), else null. */
  retryAfterSeconds: number | null;
}

function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : String(error);
}

function isAbort(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'AbortError' || /\babort(ed)?\b/i.test(messageOf(error));
}

/** Sorts an error of @google/genai (ApiError, fetch TypeError, abort) into a kind. */
export function classifyGeminiError(error: unknown, cancelled = false): GeminiErrorKind {
  if (error instanceof InvalidModelIdError) return 'invalid-model';
  if (cancelled || isAbort(error)) return 'cancelled';
  const status = statusOf(error);
  const message = messageOf(error);
  if (status === null) {
    if (error instanceof TypeError || /failed to fetch|networkerror|load failed/i.test(message)) {
      return 'offline';
    }
    return 'unknown';
  }
  if (status === 401 || status === 403) return 'invalid-key';
  if (status === 400 && /API_KEY_INVALID|API key not valid|API key expired/i.test(message)) {
    return 'invalid-key';
  }
  if (status === 400) return 'bad-request';
  if (status === 404) return 'not-found';
  if (status === 429) return 'quota';
  if (status >= 500) return 'server';
  return 'unknown';
}

/** The API's `error.message` out of an ApiError's JSON body, else the raw message. */
function apiDetail(message: string): string {
  const start = message.indexOf('{');
  if (start >= 0) {
    try {
      const body = JSON.parse(message.slice(start)) as { error?: { message?: unknown } };
      if (typeof body.error?.message === 'string') return body.error.message;
    } catch {
      // Not JSON: keep the raw message.
    }
  }
  return message;
}

const TEXTS: Record<GeminiErrorKind, { title: string; action: string }> = {
  'invalid-key': {
    title: 'The Gemini API did not accept the API key.',
    action:
      'Open Settings and paste a valid key from Google AI Studio (no spaces), then run again.',
  },
  quota: {
    title: 'The Gemini API refused the call: the quota or rate limit of this key is used up (429).',
    action: 'Wait a minute and run again, pick a model with free quota, or check billing.',
  },
  server: {
    title: 'The Gemini API failed on its side (server error).',
    action: 'This is usually temporary: run again in a moment, or pick another model.',
  },
  offline: {
    title: 'Could not reach the Gemini API: no network, a blocked request, or a wrong base URL.',
    action: 'Check your connection and the base URL in Settings, then run again.',
  },
  cancelled: {
    title: 'The run was cancelled.',
    action: 'Nothing was applied; run again when ready.',
  },
  'not-found': {
    title: 'The Gemini API does not know this model at this endpoint (404).',
    action: 'Pick another model, or check the base URL in Settings.',
  },
  'bad-request': {
    title: 'The Gemini API rejected the request (400).',
    action: 'The history may be too large for the model, or contain parts it does not accept.',
  },
  'invalid-model': {
    title: 'The model id cannot be sent to the Gemini API, so nothing was sent.',
    action:
      'Pick a model from the list, or type an id such as gemini-2.5-pro: lowercase letters, digits, ".", "-" and "_" only.',
  },
  unknown: {
    title: 'The Gemini call failed.',
    action: 'Run again; if it keeps failing, check Settings and the details below.',
  },
};

/** A duration such as `37s`, `1.5s` or `2m` in seconds, else null. */
function durationSeconds(text: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m)?\s*$/i.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  const unit = (match[2] ?? 's').toLowerCase();
  return unit === 'ms' ? value / 1000 : unit === 'm' ? value * 60 : value;
}

/**
 * How long the API asks to wait: a `Retry-After` header (seconds or an HTTP date) when the
 * error carries headers, else the `google.rpc.RetryInfo` `retryDelay` in the JSON body, else a
 * "retry in 37.4s" phrase in its message. Rounded up to whole seconds; null when not said.
 */
export function retryAfterSeconds(error: unknown, now: number = Date.now()): number | null {
  const headers = (error as { headers?: { get?: (name: string) => string | null } } | null)
    ?.headers;
  const header = typeof headers?.get === 'function' ? headers.get('retry-after') : null;
  if (header) {
    const seconds = durationSeconds(header);
    if (seconds !== null) return Math.ceil(seconds);
    const at = Date.parse(header);
    if (!Number.isNaN(at)) return Math.max(0, Math.ceil((at - now) / 1000));
  }
  const message = messageOf(error);
  const start = message.indexOf('{');
  if (start >= 0) {
    try {
      const body = JSON.parse(message.slice(start)) as {
        error?: { details?: { '@type'?: unknown; retryDelay?: unknown }[] };
      };
      for (const detail of body.error?.details ?? []) {
        if (typeof detail.retryDelay === 'string') {
          const seconds = durationSeconds(detail.retryDelay);
          if (seconds !== null) return Math.ceil(seconds);
        }
      }
    } catch {
      // Not JSON: look for the phrase below.
    }
  }
  const phrase = /retry in (\d+(?:\.\d+)?)\s*(ms|s)\b/i.exec(message);
  return phrase ? Math.ceil(durationSeconds(`${phrase[1]}${phrase[2]}`) ?? 0) : null;
}

/**
 * The error in words with what to do; no key sent from this page (nor any Google-shaped key)
 * appears in any field.
 */
export function explainGeminiFailure(
  error: unknown,
  options: { baseUrl: string; cancelled?: boolean },
): ExplainedGeminiError {
  const kind = classifyGeminiError(error, options.cancelled);
  const status = statusOf(error);
  const raw = kind === 'cancelled' ? '' : apiDetail(messageOf(error));
  const detail = kind === 'offline' ? `${raw} (base URL ${options.baseUrl})` : raw;
  const retryAfter = kind === 'quota' || kind === 'server' ? retryAfterSeconds(error) : null;
  return {
    kind,
    status,
    ...TEXTS[kind],
    detail: scrubForDisplay(detail),
    retryAfterSeconds: retryAfter,
  };
}
