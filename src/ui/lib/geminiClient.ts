/**
 * The one place that builds @google/genai clients (loaded only when a call is made). Every key
 * handed to a client is remembered for the page's life so no later error text can show it.
 */
import type { GoogleGenAI } from '@google/genai';
import { rememberSentKey } from './scrub';

/** A client for `baseUrl` that sends `apiKey` in the `x-goog-api-key` header (never a URL). */
export async function openGeminiClient(apiKey: string, baseUrl: string): Promise<GoogleGenAI> {
  rememberSentKey(apiKey);
  const { GoogleGenAI } = await import('@google/genai');
  return new GoogleGenAI({ apiKey, httpOptions: { baseUrl } });
}
