import type {
  ClaudeToolDefinition,
  PlaygroundProviderTool,
  PlaygroundState,
  ProviderInput,
  ProviderJsonSchema,
} from '../../../../core';

/** A tool whose schema could not be used, and why. */
export interface ProviderToolProblem {
  index: number;
  name: string;
  message: string;
}

/** Parses one tool's `input_schema` text; returns the schema or a message saying what is wrong. */
export function parseToolSchema(text: string): ProviderJsonSchema | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `The input schema is not valid JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return 'The input schema must be a JSON object, e.g. {"type": "object", "properties": {}}.';
  }
  return value as ProviderJsonSchema;
}

/**
 * The edited catalogue as Claude-shaped tools. A tool with an unusable schema or an empty name
 * is left out (and listed in `problems`), so one bad edit never blanks the output.
 */
export function parseProviderTools(tools: readonly PlaygroundProviderTool[]): {
  tools: ClaudeToolDefinition[];
  problems: ProviderToolProblem[];
} {
  const parsed: ClaudeToolDefinition[] = [];
  const problems: ProviderToolProblem[] = [];
  tools.forEach((tool, index) => {
    const name = tool.name.trim();
    if (name === '') {
      problems.push({ index, name: `#${index + 1}`, message: 'The tool has no name.' });
      return;
    }
    const schema = parseToolSchema(tool.inputSchema);
    if (typeof schema === 'string') problems.push({ index, name, message: schema });
    else parsed.push({ name, description: tool.description, input_schema: schema });
  });
  return { tools: parsed, problems };
}

/** The shim's {@link ProviderInput} from the settings and the shared workspace files. */
export function providerInputFromConfig(
  providers: PlaygroundState['providers'],
  files: Record<string, string>,
): { input: ProviderInput; problems: ProviderToolProblem[] } {
  const { tools, problems } = parseProviderTools(providers.tools);
  return {
    input: {
      cwd: providers.cwd,
      files,
      permissionMode: providers.permissionMode,
      capabilities: { ...providers.capabilities },
      tools,
      model: { ...providers.models },
      useResponsesApi: providers.openaiApi === 'responses',
      userMessage: providers.userMessage,
    },
    problems,
  };
}
