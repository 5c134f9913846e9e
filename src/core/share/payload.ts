/** JSON ⇄ deflate (fflate, level 9) ⇄ base64url, with size guards on the way back. */
import { deflateSync, Inflate, inflateSync, strFromU8, strToU8 } from 'fflate';
import { base64UrlToBytes, bytesToBase64Url } from './base64url';
import { shareError } from './errors';
import type { ShareDecodeError } from './errors';
import { MAX_SHARE_INFLATED_BYTES, MAX_SHARE_PAYLOAD_LENGTH } from './limits';

/**
 * Streaming input chunk. fflate inflates a whole pushed chunk before reporting it, and
 * deflate expands at most ~1,032-fold, so one push overshoots the cap by at most ~16 MB
 * (instead of the whole link's worth).
 */
const INFLATE_CHUNK = 16 * 1024;
/**
 * Inputs up to this size take the one-buffer fast path. It inflates everything it is given
 * (writes past the buffer are dropped), so it is kept to inputs whose worst case is small.
 */
const FAST_PATH_MAX_INPUT = 1024;
/** The fast path's output buffer: 64 times the largest fast-path input. */
const FAST_PATH_BUFFER = 64 * 1024;
/** fflate's error code for input that ends before the deflate stream does. */
const FFLATE_UNEXPECTED_EOF = 0;

/** Serialises any JSON value into a compact URL-safe payload. */
export function packSharePayload(value: unknown): string {
  return bytesToBase64Url(deflateSync(strToU8(JSON.stringify(value)), { level: 9 }));
}

class InflateLimitError extends Error {}

function inflateError(error: unknown): ShareDecodeError {
  if (error instanceof InflateLimitError) {
    return shareError(
      'too-large',
      `The link unpacks to more than ${MAX_SHARE_INFLATED_BYTES / 1024 / 1024} MB; it was not opened.`,
    );
  }
  const code = (error as { code?: unknown } | null)?.code;
  return code === FFLATE_UNEXPECTED_EOF
    ? shareError(
        'truncated',
        'The link data ends too early: it looks cut off. Copy the whole link.',
      )
    : shareError(
        'not-deflate',
        'The link data is not compressed Promptscope data (deflate failed).',
      );
}

/**
 * Fast path for short links: inflate into one fixed buffer. fflate drops writes past a given
 * buffer, so a result shorter than the buffer is complete; anything else (a full buffer, an
 * uncoded error from overflowing it) goes to the capped streaming path.
 */
function inflateGuess(bytes: Uint8Array): Uint8Array | ShareDecodeError | null {
  if (bytes.length > FAST_PATH_MAX_INPUT) return null;
  try {
    const out = inflateSync(bytes, { out: new Uint8Array(FAST_PATH_BUFFER) });
    return out.length < FAST_PATH_BUFFER ? out : null;
  } catch (error) {
    return typeof (error as { code?: unknown } | null)?.code === 'number'
      ? inflateError(error)
      : null;
  }
}

/** Inflates, stopping as soon as the output passes the cap (zip bombs never fill memory). */
function inflateCapped(bytes: Uint8Array): Uint8Array | ShareDecodeError {
  const guessed = inflateGuess(bytes);
  if (guessed !== null) return guessed;
  const parts: Uint8Array[] = [];
  let total = 0;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > MAX_SHARE_INFLATED_BYTES) throw new InflateLimitError();
    parts.push(chunk);
  });
  try {
    for (let start = 0; start < bytes.length; start += INFLATE_CHUNK) {
      const end = start + INFLATE_CHUNK;
      inflater.push(bytes.subarray(start, end), end >= bytes.length);
    }
    if (bytes.length === 0) inflater.push(bytes, true);
  } catch (error) {
    return inflateError(error);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Reverses {@link packSharePayload}. Never throws; failures say which step failed. */
export function unpackSharePayload(
  payload: string,
): { value: unknown; error: null } | { value: null; error: ShareDecodeError } {
  if (payload.length > MAX_SHARE_PAYLOAD_LENGTH) {
    const message = `The link holds ${payload.length} characters of data; the limit is ${MAX_SHARE_PAYLOAD_LENGTH}.`;
    return { value: null, error: shareError('too-large', message) };
  }
  const decoded = base64UrlToBytes(payload);
  if (decoded.problem) {
    const { problem } = decoded;
    const error =
      problem.kind === 'length'
        ? shareError('truncated', 'The link data has an impossible length: it looks cut off.')
        : shareError(
            'not-base64url',
            `The link data is not base64url: character ${JSON.stringify(problem.char)} at position ${problem.index + 1}.`,
          );
    return { value: null, error };
  }
  const inflated = inflateCapped(decoded.bytes);
  if (!(inflated instanceof Uint8Array)) return { value: null, error: inflated };
  try {
    return { value: JSON.parse(strFromU8(inflated)) as unknown, error: null };
  } catch {
    return {
      value: null,
      error: shareError('not-json', 'The link data unpacks, but not to JSON: it may be damaged.'),
    };
  }
}
