/**
 * Model ids the page may send to the Gemini API. The id becomes part of the request path
 * (`/v1beta/models/{id}:countTokens`), so an id from a link could pick another method or
 * resource for the key: `x:generateContent#` drops the method the app chose, `%2e%2e/…` and
 * `../` climb out of `models/`. The SDK (@google/genai `tModel`) refuses only `..`, `?` and
 * `&`; this check keeps ids to the API's own grammar before any call.
 */
import { codePointLabel, hasControlCharacters } from './controlCharacters';

/** An id as the Gemini API names its models: lowercase words joined by `-`, `.` or `_`. */
const MODEL_ID = /^[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?$/;
/** The resource prefix the API accepts in front of an id (`models/gemini-2.5-pro`). */
const MODELS_PREFIX = 'models/';
/** Longer ids are not model names (the API's longest are about 50 characters). */
export const MAX_MODEL_ID_LENGTH = 128;

/** The id to send (without a `models/` prefix), or why it cannot be sent. */
export type ApiModelIdCheck = { ok: true; id: string } | { ok: false; problem: string };

/** The first character of `id` outside the grammar, shown readably. */
function offending(id: string): string {
  for (const char of id) {
    if (!/[a-z0-9._-]/.test(char)) {
      if (hasControlCharacters(char)) return `a control character (${codePointLabel(char)})`;
      if (/\s/.test(char)) return 'a space or other blank';
      return /[A-Z]/.test(char) ? 'an uppercase letter' : `"${char}"`;
    }
  }
  return 'a character outside the model id grammar';
}

/**
 * Checks a (resolved) model id against the Gemini API's model id grammar: lowercase letters,
 * digits, `.`, `-` and `_`, starting and ending with a letter or digit, no `..`, at most
 * {@link MAX_MODEL_ID_LENGTH} characters; one leading `models/` is accepted and removed.
 * Anything else (`:`, `#`, `%`, `/`, `?`, blanks, uppercase) is refused with a sentence
 * saying why, so no request is made.
 */
export function checkApiModelId(model: string): ApiModelIdCheck {
  const id = model.startsWith(MODELS_PREFIX) ? model.slice(MODELS_PREFIX.length) : model;
  const refuse = (why: string): ApiModelIdCheck => ({
    ok: false,
    problem: `The model id cannot be sent to the Gemini API: ${why}.`,
  });
  if (id === '') return refuse('it is empty');
  if (id.length > MAX_MODEL_ID_LENGTH) {
    return refuse(`it is ${id.length} characters long (at most ${MAX_MODEL_ID_LENGTH})`);
  }
  if (MODEL_ID.test(id)) {
    return id.includes('..') ? refuse('it holds ".."') : { ok: true, id };
  }
  if (/^[a-z0-9._-]+$/.test(id)) return refuse('it must start and end with a letter or digit');
  return refuse(
    `it holds ${offending(id)}; model ids use lowercase letters, digits, ".", "-" and "_" only`,
  );
}

/** Thrown by a Gemini call given an id {@link checkApiModelId} refuses; no request was made. */
export class InvalidModelIdError extends Error {
  override name = 'InvalidModelIdError';
}

/** The id to put in the request path; throws {@link InvalidModelIdError} for any other id. */
export function apiModelId(model: string): string {
  const checked = checkApiModelId(model);
  if (!checked.ok) throw new InvalidModelIdError(checked.problem);
  return checked.id;
}
