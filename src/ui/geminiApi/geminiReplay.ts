/**
 * "Replay the first turns on Gemini" (issue 32): sends a session's first turn requests with
 * `generateContent`, one after the other, and returns the API's own `usageMetadata` for each.
 * @google/genai is loaded only when a replay starts; the key travels in its `x-goog-api-key`
 * header (never a URL), and a model id outside the API's grammar is refused before any request.
 */
import type {
  Content as GenAiContent,
  FunctionDeclaration,
  GenerateContentConfig,
  ThinkingLevel,
} from '@google/genai';
import { apiModelId, MAX_REPLAY_REQUESTS, type Content } from '../../core';
import { openGeminiClient } from '../lib/geminiClient';

/** Most turns a replay sends (each one is billed): core's, since the worker sends only their contents. */
export { MAX_REPLAY_REQUESTS };
export const DEFAULT_REPLAY_REQUESTS = 3;
/** The answer limit of every replayed request: the input is what is measured, not the answer. */
export const REPLAY_MAX_OUTPUT_TOKENS = 256;

/** One turn request to send, as the simulation built it. */
export interface ReplayRequest {
  /** Its index in the simulation's `SessionResult.requests`. */
  requestIndex: number;
  /** The environment message, then the history before the answer this request produces. */
  contents: Content[];
}

/** What every request of a replay shares. */
export interface ReplayPlan {
  /** A concrete model id (checked against the API's grammar before anything is sent). */
  model: string;
  systemInstruction: string;
  /** The tool declarations as the JSON the request carries ('' when there are none). */
  tools: string;
  requests: ReplayRequest[];
}

/** The API's `usageMetadata` for one replayed request (null where it reported nothing). */
export interface ReplayUsage {
  promptTokens: number | null;
  cachedTokens: number | null;
  outputTokens: number | null;
  thoughtsTokens: number | null;
}

export interface ReplayOptions {
  apiKey: string;
  baseUrl: string;
  signal: AbortSignal;
  /** Called before each request is sent, with its position in the plan. */
  onStart?: (position: number) => void;
  /** Called with each request's usage as it arrives. */
  onUsage?: (position: number, usage: ReplayUsage) => void;
}

/**
 * How much a model may think per replayed request: Gemini 2.5 Pro cannot turn thinking off
 * (its smallest budget is 128), the other 2.5 models can (0); Gemini 3 models take a thinking
 * level instead of a budget (the two cannot be combined), so they get the low level and their
 * thinking counts within the output limit.
 */
export function replayThinking(model: string): { thinkingBudget: number } | { level: 'LOW' } {
  if (model.startsWith('gemini-2.5-pro')) return { thinkingBudget: 128 };
  if (model.startsWith('gemini-2')) return { thinkingBudget: 0 };
  return { level: 'LOW' };
}

/** Output tokens one replayed request can be billed for at most (answer plus thinking budget). */
export function replayMaxOutputTokens(model: string): number {
  const thinking = replayThinking(model);
  return REPLAY_MAX_OUTPUT_TOKENS + ('thinkingBudget' in thinking ? thinking.thinkingBudget : 0);
}

/**
 * Gemini 3 refuses a history whose function calls carry no thought signature; an imported or
 * generated history has none, so those calls get the placeholder signature the API documents
 * for histories it did not produce.
 */
function withSignatures(contents: readonly Content[], model: string): GenAiContent[] {
  if (!model.startsWith('gemini-3')) return contents as GenAiContent[];
  return contents.map((content) => ({
    ...content,
    parts: content.parts?.map((part) =>
      part.functionCall && !('thoughtSignature' in part)
        ? { ...part, thoughtSignature: 'skip_thought_signature_validator' }
        : part,
    ),
  })) as GenAiContent[];
}

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

function requestConfig(plan: ReplayPlan, model: string, signal: AbortSignal) {
  const thinking = replayThinking(model);
  const config: GenerateContentConfig = {
    systemInstruction: plan.systemInstruction,
    maxOutputTokens: REPLAY_MAX_OUTPUT_TOKENS,
    thinkingConfig:
      'thinkingBudget' in thinking
        ? { thinkingBudget: thinking.thinkingBudget }
        : { thinkingLevel: thinking.level as ThinkingLevel },
    abortSignal: signal,
  };
  if (plan.tools !== '') {
    config.tools = [{ functionDeclarations: JSON.parse(plan.tools) as FunctionDeclaration[] }];
  }
  return config;
}

/**
 * Sends the plan's requests in order and resolves to each one's usage. Rejects with
 * `InvalidModelIdError` before any request for an id outside the API's grammar, with an
 * AbortError as soon as `signal` aborts (no further request is sent), and with the SDK's error
 * (ApiError, fetch TypeError) when a request fails.
 */
export async function replayOnGemini(
  plan: ReplayPlan,
  options: ReplayOptions,
): Promise<ReplayUsage[]> {
  const model = apiModelId(plan.model);
  const ai = await openGeminiClient(options.apiKey, options.baseUrl);
  const config = requestConfig(plan, model, options.signal);
  const usages: ReplayUsage[] = [];
  for (const [position, request] of plan.requests.entries()) {
    options.signal.throwIfAborted();
    options.onStart?.(position);
    const response = await ai.models.generateContent({
      model,
      contents: withSignatures(request.contents, model),
      config,
    });
    options.signal.throwIfAborted();
    const meta = response.usageMetadata;
    const usage: ReplayUsage = {
      promptTokens: num(meta?.promptTokenCount),
      cachedTokens: num(meta?.cachedContentTokenCount),
      outputTokens: num(meta?.candidatesTokenCount),
      thoughtsTokens: num(meta?.thoughtsTokenCount),
    };
    usages.push(usage);
    options.onUsage?.(position, usage);
  }
  return usages;
}
