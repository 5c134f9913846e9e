import { toGeminiFunctionDeclaration, toOpenAIResponsesTool, toOpenAITool } from './convert';
import type { ClaudeToolDefinition, ProviderId } from './types';

/** Output-token budget written into the Claude body, where the Messages API requires one. */
export const CLAUDE_REQUEST_MAX_TOKENS = 8192;

/** What a request body is built from. */
export interface ProviderRequestSource {
  provider: ProviderId;
  model: string;
  systemPrompt: string;
  tools: readonly ClaudeToolDefinition[];
  userMessage: string;
  /** OpenAI only: Responses API instead of Chat Completions. */
  useResponsesApi?: boolean;
}

/** A request body and where it is sent. */
export interface ProviderRequest {
  endpoint: string;
  body: Record<string, unknown>;
}

/**
 * Builds the JSON body each provider's API expects. Gemini: `systemInstruction.parts[].text`,
 * `contents`, `tools[].functionDeclarations`. OpenAI Chat Completions: `model`, a `system`
 * message then the user message, `tools[].function`; Responses API: `model`, `instructions`,
 * `input`, flat function `tools`. Claude Messages: `model`, `max_tokens`, `system`, `messages`,
 * `tools[].input_schema`. `tools` is omitted when there are none.
 */
export function buildProviderRequest(src: ProviderRequestSource): ProviderRequest {
  const hasTools = src.tools.length > 0;
  if (src.provider === 'gemini') {
    return {
      endpoint: `POST https://generativelanguage.googleapis.com/v1beta/models/${src.model}:generateContent`,
      body: {
        systemInstruction: { parts: [{ text: src.systemPrompt }] },
        contents: [{ role: 'user', parts: [{ text: src.userMessage }] }],
        ...(hasTools
          ? { tools: [{ functionDeclarations: src.tools.map(toGeminiFunctionDeclaration) }] }
          : {}),
      },
    };
  }
  if (src.provider === 'openai' && src.useResponsesApi) {
    return {
      endpoint: 'POST https://api.openai.com/v1/responses',
      body: {
        model: src.model,
        instructions: src.systemPrompt,
        input: src.userMessage,
        ...(hasTools ? { tools: src.tools.map(toOpenAIResponsesTool) } : {}),
      },
    };
  }
  if (src.provider === 'openai') {
    return {
      endpoint: 'POST https://api.openai.com/v1/chat/completions',
      body: {
        model: src.model,
        messages: [
          { role: 'system', content: src.systemPrompt },
          { role: 'user', content: src.userMessage },
        ],
        ...(hasTools ? { tools: src.tools.map(toOpenAITool) } : {}),
      },
    };
  }
  return {
    endpoint: 'POST https://api.anthropic.com/v1/messages',
    body: {
      model: src.model,
      max_tokens: CLAUDE_REQUEST_MAX_TOKENS,
      system: src.systemPrompt,
      messages: [{ role: 'user', content: src.userMessage }],
      ...(hasTools
        ? {
            tools: src.tools.map((t) => ({
              name: t.name,
              description: t.description,
              input_schema: t.input_schema,
            })),
          }
        : {}),
    },
  };
}
