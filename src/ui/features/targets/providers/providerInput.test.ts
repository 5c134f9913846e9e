import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState, renderProviderPrompt } from '../../../../core';
import { parseProviderTools, parseToolSchema, providerInputFromConfig } from './providerInput';

describe('parseToolSchema', () => {
  it('accepts a JSON object', () => {
    expect(parseToolSchema('{"type":"object","properties":{}}')).toEqual({
      type: 'object',
      properties: {},
    });
  });

  // Each row: text the user typed → the start of the message the row shows.
  describe.each([
    ['{"type": ', 'The input schema is not valid JSON'],
    ['[1, 2]', 'The input schema must be a JSON object'],
    ['null', 'The input schema must be a JSON object'],
    ['"object"', 'The input schema must be a JSON object'],
  ])('%s', (text, message) => {
    it('is rejected with a message', () => {
      expect(parseToolSchema(text)).toEqual(expect.stringContaining(message));
    });
  });
});

describe('parseProviderTools', () => {
  it('leaves out tools with a bad schema or no name and lists why', () => {
    const { tools, problems } = parseProviderTools([
      { name: 'Good', description: 'd', inputSchema: '{"type":"object"}' },
      { name: 'Bad', description: 'd', inputSchema: '{' },
      { name: '  ', description: 'd', inputSchema: '{}' },
    ]);
    // One bad edit must not blank the output: the good tool survives.
    expect(tools.map((t) => t.name)).toEqual(['Good']);
    expect(problems.map((p) => [p.index, p.name])).toEqual([
      [1, 'Bad'],
      [2, '#3'],
    ]);
  });
});

describe('providerInputFromConfig', () => {
  it('turns the default settings into an input every provider renders from', () => {
    const state = createDefaultPlaygroundState();
    const { input, problems } = providerInputFromConfig(state.providers, state.workspace.files);
    expect(problems).toEqual([]);
    expect(input.tools.length).toBe(state.providers.tools.length);
    expect(input.useResponsesApi).toBe(false);
    // The sample CLAUDE.md lives in the shared workspace, so the shim must find it.
    const claude = renderProviderPrompt('claude', input);
    expect(claude.projectInstructionsPath).toBe(`${state.providers.cwd}/CLAUDE.md`);
    expect(claude.requestBody).toHaveProperty('system');
  });

  it('maps the OpenAI API choice to useResponsesApi', () => {
    const state = createDefaultPlaygroundState();
    const { input } = providerInputFromConfig(
      { ...state.providers, openaiApi: 'responses' },
      state.workspace.files,
    );
    expect(renderProviderPrompt('openai', input).requestBody).toHaveProperty('instructions');
  });
});
