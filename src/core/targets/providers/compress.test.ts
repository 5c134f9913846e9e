import { describe, expect, it } from 'vitest';
import { composeProviderPrompt } from './compose';
import { compressSystemPrompt } from './compress';
import { compressProviderToolDefinitions, removeProviderToolExamples } from './toolCompression';
import type { ClaudeToolDefinition, ProviderPromptParts } from './types';

const bigTool: ClaudeToolDefinition = {
  name: 'Search',
  description: 'Search the code. '.concat('It has many knobs and a long explanation. '.repeat(20)),
  input_schema: {
    type: 'object',
    properties: {
      query: {
        type: 'string',
        description: 'What to look for.',
        examples: ['a'.repeat(300), 'b'.repeat(300)],
      },
      depth: { type: 'number', description: 'How deep to go. '.repeat(20) },
    },
    required: ['query'],
  },
};

const parts: ProviderPromptParts = {
  provider: 'gemini',
  cwd: '/w',
  permissionMode: 'auto',
  promptTools: [bigTool],
  projectInstructions: 'p'.repeat(15_000),
};

/** Text lengths after each structured step, built from the step functions themselves. */
const l0 = composeProviderPrompt(parts).text.length;
const p1 = { ...parts, projectInstructions: `${'p'.repeat(10_000)}\n[truncated]` };
const l1 = composeProviderPrompt(p1).text.length;
const p2 = { ...p1, promptTools: compressProviderToolDefinitions(p1.promptTools) };
const l2 = composeProviderPrompt(p2).text.length;
const p3 = { ...p2, promptTools: removeProviderToolExamples(p2.promptTools) };
const l3 = composeProviderPrompt(p3).text.length;

describe('compressSystemPrompt', () => {
  it('the fixture shrinks at every step', () => {
    expect(l0).toBeGreaterThan(l1);
    expect(l1).toBeGreaterThan(l2);
    expect(l2).toBeGreaterThan(l3);
  });

  it('does nothing when the prompt fits', () => {
    const r = compressSystemPrompt(parts, l0);
    expect(r.steps).toEqual([]);
    expect(r.text).toBe(composeProviderPrompt(parts).text);
    expect(r.fits).toBe(true);
  });

  it.each([
    [1, l1, ['truncateProjectInstructions']],
    [2, l2, ['truncateProjectInstructions', 'compressToolDefinitions']],
    [3, l3, ['truncateProjectInstructions', 'compressToolDefinitions', 'removeExamples']],
    [
      4,
      l3 - 1,
      ['truncateProjectInstructions', 'compressToolDefinitions', 'removeExamples', 'hardTruncate'],
    ],
  ])('needs exactly %i step(s)', (_n, maxChars, ids) => {
    const r = compressSystemPrompt(parts, maxChars);
    expect(r.steps.map((s) => s.id)).toEqual(ids);
    expect(r.fits).toBe(true);
    expect(r.finalChars).toBeLessThanOrEqual(maxChars);
    // Savings add up to the total reduction.
    expect(r.steps.reduce((sum, s) => sum + s.savedChars, 0)).toBe(l0 - r.finalChars);
  });

  it('step 1 keeps 10K characters of instructions and marks the cut', () => {
    const r = compressSystemPrompt(parts, l1);
    expect(r.text.endsWith(`## Project Instructions\n${'p'.repeat(10_000)}\n[truncated]`)).toBe(
      true,
    );
    expect(r.steps[0]?.savedChars).toBe(l0 - l1);
  });

  it('step 2 drops optional parameters and long descriptions; step 3 drops examples', () => {
    const two = compressSystemPrompt(parts, l2);
    expect(two.parts?.promptTools[0]?.description).toBe('Search the code.');
    expect(two.text).not.toContain('"depth"');
    expect(two.text).toContain('"examples"');
    const three = compressSystemPrompt(parts, l3);
    expect(three.text).not.toContain('"examples"');
    // The required parameter survives every step.
    expect(three.text).toContain('"query"');
  });

  it('step 4 hard-truncates with the marker and a warning, keeping spans tiled', () => {
    const r = compressSystemPrompt(parts, 5000);
    // The shim cuts at maxChars - 100 and appends the marker.
    expect(r.text).toBe(
      `${composeProviderPrompt(p3).text.slice(0, 4900)}\n[system prompt truncated]`,
    );
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toContain('5000-character limit');
    expect(r.components?.at(-1)?.end).toBe(r.text.length);
  });

  it('works on a plain string too', () => {
    const text = composeProviderPrompt(parts).text;
    const r = compressSystemPrompt(text, l2);
    expect(r.steps.map((s) => s.id)).toEqual([
      'truncateProjectInstructions',
      'compressToolDefinitions',
    ]);
    expect(r.text).toBe(composeProviderPrompt(p2).text);
    expect(r.components).toBeUndefined();
  });

  it('accepts a custom fits test (token limits)', () => {
    const r = compressSystemPrompt(parts, l0, {
      fits: (t) => Math.ceil(t.length / 4) <= Math.ceil(l1 / 4),
    });
    expect(r.steps.map((s) => s.id)).toEqual(['truncateProjectInstructions']);
  });
});

describe('tool compression helpers', () => {
  it('keeps a property named "example" while removing the keyword', () => {
    const tool: ClaudeToolDefinition = {
      name: 'T',
      description: 'Do it.\n<example>T(x)</example>',
      input_schema: {
        type: 'object',
        example: { example: 1 },
        properties: { example: { type: 'string', examples: ['x'] } },
        required: ['example'],
      },
    };
    expect(removeProviderToolExamples([tool])[0]).toEqual({
      name: 'T',
      description: 'Do it.',
      input_schema: {
        type: 'object',
        properties: { example: { type: 'string' } },
        required: ['example'],
      },
    });
  });

  it('compresses nested object schemas inside arrays', () => {
    const tool: ClaudeToolDefinition = {
      name: 'M',
      description: 'One. Two.',
      input_schema: {
        type: 'object',
        properties: {
          edits: {
            type: 'array',
            items: {
              type: 'object',
              properties: { a: { type: 'string' }, b: { type: 'string' } },
              required: ['a'],
            },
          },
        },
        required: ['edits'],
      },
    };
    const [out] = compressProviderToolDefinitions([tool]);
    expect(out?.description).toBe('One.');
    expect(out?.input_schema).toEqual({
      type: 'object',
      properties: {
        edits: {
          type: 'array',
          items: { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
        },
      },
      required: ['edits'],
    });
  });
});
