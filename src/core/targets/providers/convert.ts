import type { ClaudeToolDefinition, ProviderJsonSchema } from './types';

/** A Gemini `FunctionDeclaration` (inside `tools[].functionDeclarations`). */
export interface GeminiFunctionDeclaration {
  name: string;
  description: string;
  parameters: ProviderJsonSchema;
}

/** An OpenAI Chat Completions tool. */
export interface OpenAIChatTool {
  type: 'function';
  function: { name: string; description: string; parameters: ProviderJsonSchema };
}

/** An OpenAI Responses API tool: the function fields sit beside `type`. */
export interface OpenAIResponsesTool {
  type: 'function';
  name: string;
  description: string;
  parameters: ProviderJsonSchema;
}

/** The shim's conversion for Gemini: the Claude schema becomes `parameters`, unchanged. */
export function toGeminiFunctionDeclaration(tool: ClaudeToolDefinition): GeminiFunctionDeclaration {
  return { name: tool.name, description: tool.description, parameters: tool.input_schema };
}

/** The shim's conversion for OpenAI Chat Completions: `{type: 'function', function: {…}}`. */
export function toOpenAITool(tool: ClaudeToolDefinition): OpenAIChatTool {
  return {
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: tool.input_schema },
  };
}

/** The same tool for the OpenAI Responses API, which takes the function fields flat. */
export function toOpenAIResponsesTool(tool: ClaudeToolDefinition): OpenAIResponsesTool {
  return {
    type: 'function',
    name: tool.name,
    description: tool.description,
    parameters: tool.input_schema,
  };
}
