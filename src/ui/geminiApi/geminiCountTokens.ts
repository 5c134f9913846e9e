/** The Gemini API's exact token count, with @google/genai loaded only when asked. */
import { apiModelId, InvalidModelIdError } from '../../core';
import { openGeminiClient } from '../lib/geminiClient';
import { scrubForDisplay } from '../lib/scrub';

/** What {@link countTokensWithGemini} needs. */
export interface GeminiCountRequest {
  apiKey: string;
  baseUrl: string;
  /** A concrete model id (aliases resolved). */
  model: string;
  text: string;
}

/**
 * Counts `text` with the Gemini API's countTokens. The Developer API rejects a
 * `systemInstruction` in countTokens (only Vertex AI accepts it), so the prompt is sent as
 * the only content: the figure is the system instruction's own tokens. A model id outside the
 * API's grammar (`checkApiModelId`) rejects with `InvalidModelIdError` before any request, so
 * the key only ever goes to `models/{id}:countTokens`.
 */
export async function countTokensWithGemini(request: GeminiCountRequest): Promise<number> {
  const model = apiModelId(request.model);
  const ai = await openGeminiClient(request.apiKey, request.baseUrl);
  const response = await ai.models.countTokens({
    model,
    contents: [{ role: 'user', parts: [{ text: request.text }] }],
  });
  if (typeof response.totalTokens !== 'number') {
    throw new Error('The Gemini API answered without a token count.');
  }
  return response.totalTokens;
}

/**
 * A sentence saying what went wrong and what to do, for any error of the call above, with
 * every key sent from this page masked (the API echoes keys in some 400 bodies).
 */
export function explainGeminiError(error: unknown, baseUrl: string): string {
  return scrubForDisplay(describeGeminiError(error, baseUrl));
}

function describeGeminiError(error: unknown, baseUrl: string): string {
  if (error instanceof InvalidModelIdError) return `${error.message} Nothing was sent.`;
  const status = (error as { status?: unknown } | null)?.status;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof TypeError || /failed to fetch|network/i.test(message)) {
    return `Could not reach the Gemini API at ${baseUrl} (offline, blocked, or the address is wrong).`;
  }
  switch (status) {
    case 400:
      return `The Gemini API rejected the request (HTTP 400): ${message}`;
    case 401:
    case 403:
      return `The Gemini API refused the API key (HTTP ${status}). Check the key in the Gemini settings.`;
    case 404:
      return `The Gemini API does not know this model (HTTP 404). Pick another model or check the base URL.`;
    case 429:
      return 'The Gemini API is rate-limiting this key (HTTP 429). Wait a moment and count again.';
    default:
      return typeof status === 'number'
        ? `The Gemini API answered HTTP ${status}: ${message}`
        : `The exact count failed: ${message}`;
  }
}
