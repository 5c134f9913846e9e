/** Streams one compression request through @google/genai, loaded only when a run starts. */
import type { Content as GenAiContent } from '@google/genai';
import { apiModelId, type SummaryRequest } from '../../core';
import { openGeminiClient } from '../lib/geminiClient';

/** Token usage the API reports for one call. */
export interface GeminiUsage {
  promptTokens: number | null;
  outputTokens: number | null;
  thoughtsTokens: number | null;
  totalTokens: number | null;
}

/** What {@link streamGeminiRequest} needs besides the request. */
export interface GeminiStreamOptions {
  apiKey: string;
  baseUrl: string;
  signal: AbortSignal;
  /** Called with the whole text received so far after each chunk. */
  onText: (textSoFar: string, chunks: number) => void;
}

/** The streamed answer and its usage. */
export interface GeminiStreamResult {
  text: string;
  usage: GeminiUsage;
  chunks: number;
}

/** The answer text of a chunk (thoughts left out), without the SDK's `.text` warnings. */
function chunkText(parts: readonly { text?: string; thought?: boolean }[] | undefined): string {
  return (parts ?? []).map((p) => (p.thought ? '' : (p.text ?? ''))).join('');
}

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * Sends `request` (system instruction, contents, model) with `generateContentStream` and
 * gathers its text. The key travels in the SDK's `x-goog-api-key` header, never in a URL.
 * Rejects with the SDK's error (ApiError, fetch TypeError) or an AbortError when cancelled,
 * and with `InvalidModelIdError` before any request for an id outside the API's grammar.
 */
export async function streamGeminiRequest(
  request: SummaryRequest,
  options: GeminiStreamOptions,
): Promise<GeminiStreamResult> {
  const model = apiModelId(request.model);
  const ai = await openGeminiClient(options.apiKey, options.baseUrl);
  options.signal.throwIfAborted();
  const stream = await ai.models.generateContentStream({
    model,
    // Core's Content mirrors the SDK's shape; pasted histories may carry extra part fields.
    contents: request.contents as GenAiContent[],
    config: { systemInstruction: request.systemInstruction, abortSignal: options.signal },
  });
  let text = '';
  let chunks = 0;
  let usage: GeminiUsage = {
    promptTokens: null,
    outputTokens: null,
    thoughtsTokens: null,
    totalTokens: null,
  };
  for await (const chunk of stream) {
    options.signal.throwIfAborted();
    chunks++;
    text += chunkText(chunk.candidates?.[0]?.content?.parts);
    const meta = chunk.usageMetadata;
    if (meta) {
      usage = {
        promptTokens: num(meta.promptTokenCount),
        outputTokens: num(meta.candidatesTokenCount),
        thoughtsTokens: num(meta.thoughtsTokenCount),
        totalTokens: num(meta.totalTokenCount),
      };
    }
    options.onText(text, chunks);
  }
  return { text, usage, chunks };
}
