import { toGeminiFunctionDeclaration, toOpenAIResponsesTool, toOpenAITool } from './convert';
import { estimateProviderTokens } from './limits';
import type { ClaudeToolDefinition, ProviderId } from './types';

/** The size of one tool payload format. */
export interface ProviderToolFormatCost {
  provider: ProviderId;
  /** Which API field the payload fills. */
  format: string;
  /** The payload as sent (compact JSON). */
  json: string;
  chars: number;
  /** chars/4 estimate; the UI may count with a real tokenizer instead. */
  estimatedTokens: number;
}

function cost(provider: ProviderId, format: string, payload: unknown): ProviderToolFormatCost {
  const json = JSON.stringify(payload);
  return {
    provider,
    format,
    json,
    chars: json.length,
    estimatedTokens: estimateProviderTokens(json),
  };
}

/**
 * What the same tools cost in each provider's request format: Claude `tools`, Gemini
 * `tools[0].functionDeclarations`, OpenAI Chat `tools` and OpenAI Responses `tools`.
 */
export function compareProviderToolFormats(
  tools: readonly ClaudeToolDefinition[],
): ProviderToolFormatCost[] {
  return [
    cost(
      'claude',
      'tools (input_schema)',
      tools.map((t) => ({
        name: t.name,
        description: t.description,
        input_schema: t.input_schema,
      })),
    ),
    cost('gemini', 'tools[].functionDeclarations', [
      { functionDeclarations: tools.map(toGeminiFunctionDeclaration) },
    ]),
    cost('openai', 'tools (Chat Completions)', tools.map(toOpenAITool)),
    cost('openai', 'tools (Responses API)', tools.map(toOpenAIResponsesTool)),
  ];
}
