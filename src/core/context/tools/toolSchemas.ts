/** A JSON schema, as tool declarations carry it in `parametersJsonSchema`. */
export interface JsonSchema {
  type?: 'object' | 'string' | 'number' | 'integer' | 'boolean' | 'array';
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  minimum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean;
}

/** A function declaration as the Gemini API receives it in `tools[].functionDeclarations`. */
export interface ToolFunctionDeclaration {
  name: string;
  description: string;
  parametersJsonSchema: JsonSchema;
}

/** Shorthand for an object schema. */
export function objectSchema(
  properties: Record<string, JsonSchema>,
  required: string[] = [],
): JsonSchema {
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

export const str = (description: string): JsonSchema => ({ type: 'string', description });
export const num = (description: string): JsonSchema => ({ type: 'number', description });
export const bool = (description: string): JsonSchema => ({ type: 'boolean', description });
export const strList = (description: string): JsonSchema => ({
  type: 'array',
  description,
  items: { type: 'string' },
});

/** The `file_filtering_options` object several file tools accept. */
export const fileFilteringSchema: JsonSchema = {
  type: 'object',
  description: 'Which ignore files to honour while listing or reading.',
  properties: {
    respect_git_ignore: bool('Skip paths matched by .gitignore (default true).'),
    respect_gemini_ignore: bool('Skip paths matched by .geminiignore (default true).'),
  },
};
