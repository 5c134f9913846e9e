import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toGeminiFunctionDeclaration, toOpenAIResponsesTool, toOpenAITool } from './convert';
import { createDefaultProviderTools } from './advertise';
import type { ClaudeToolDefinition } from './types';

const schemaArb = fc.record({
  type: fc.constant('object'),
  properties: fc.dictionary(
    fc.string({ minLength: 1, maxLength: 8 }),
    fc.record({ type: fc.constantFrom('string', 'number', 'boolean'), description: fc.string() }),
  ),
  required: fc.array(fc.string({ minLength: 1, maxLength: 8 }), { maxLength: 3 }),
});
const toolArb: fc.Arbitrary<ClaudeToolDefinition> = fc.record({
  name: fc.string({ minLength: 1, maxLength: 64 }),
  description: fc.string(),
  input_schema: schemaArb,
});

describe('tool conversions', () => {
  it('Gemini keeps name, description and the schema as parameters', () => {
    fc.assert(
      fc.property(toolArb, (tool) => {
        const before = JSON.parse(JSON.stringify(tool)) as ClaudeToolDefinition;
        const d = toGeminiFunctionDeclaration(tool);
        expect(d).toEqual({
          name: tool.name,
          description: tool.description,
          parameters: tool.input_schema,
        });
        expect(Object.keys(d).sort()).toEqual(['description', 'name', 'parameters']);
        // The source tool is never mutated.
        expect(tool).toEqual(before);
      }),
    );
  });

  it('OpenAI wraps the same fields in {type: "function", function}', () => {
    fc.assert(
      fc.property(toolArb, (tool) => {
        const t = toOpenAITool(tool);
        expect(t.type).toBe('function');
        expect(t.function).toEqual({
          name: tool.name,
          description: tool.description,
          parameters: tool.input_schema,
        });
      }),
    );
  });

  it('OpenAI Responses takes the function fields flat', () => {
    fc.assert(
      fc.property(toolArb, (tool) => {
        expect(toOpenAIResponsesTool(tool)).toEqual({
          type: 'function',
          name: tool.name,
          description: tool.description,
          parameters: tool.input_schema,
        });
      }),
    );
  });

  it('round-trips every default tool back to the Claude shape', () => {
    for (const tool of createDefaultProviderTools()) {
      const g = toGeminiFunctionDeclaration(tool);
      const o = toOpenAITool(tool).function;
      expect({ name: g.name, description: g.description, input_schema: g.parameters }).toEqual(
        tool,
      );
      expect({ name: o.name, description: o.description, input_schema: o.parameters }).toEqual(
        tool,
      );
    }
  });
});
