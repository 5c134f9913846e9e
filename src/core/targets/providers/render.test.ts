import { describe, expect, it } from 'vitest';
import { advertisedTools } from './advertise';
import { createDefaultProviderInput } from './defaults';
import { PROVIDER_PERMISSION_INSTRUCTIONS } from './permission';
import { renderProviderPrompt } from './render';
import type {
  ProviderComponentKey,
  ProviderId,
  ProviderInput,
  ProviderPermissionMode,
} from './types';

const input = (over: Partial<ProviderInput> = {}): ProviderInput => ({
  ...createDefaultProviderInput(),
  ...over,
});
const MODES: ProviderPermissionMode[] = ['auto', 'interactive', 'deny'];
const PROVIDERS: ProviderId[] = ['claude', 'gemini', 'openai'];

function slice(
  r: ReturnType<typeof renderProviderPrompt>,
  key: ProviderComponentKey,
): string | undefined {
  const s = r.components.find((c) => c.key === key);
  return s && r.text.slice(s.start, s.end);
}

describe('renderProviderPrompt: components per provider', () => {
  it.each([
    [
      'gemini',
      [
        'identity',
        'workingDirectory',
        'permissionMode',
        'tools',
        'responseFormat',
        'projectInstructions',
      ],
    ],
    [
      'openai',
      ['identity', 'workingDirectory', 'permissionMode', 'responseFormat', 'projectInstructions'],
    ],
    ['claude', ['identity', 'projectInstructions']],
  ] as const)('%s follows its template order', (provider, keys) => {
    const r = renderProviderPrompt(provider, input());
    expect(r.components.map((c) => c.key)).toEqual(keys);
    // Spans tile the text.
    expect(r.components[0]?.start).toBe(0);
    expect(r.components.at(-1)?.end).toBe(r.text.length);
    r.components.slice(1).forEach((c, i) => expect(c.start).toBe(r.components[i]?.end));
  });

  it('Gemini lists advertised tools as JSON inside <tools>', () => {
    const r = renderProviderPrompt('gemini', input());
    const tools = slice(r, 'tools') ?? '';
    const json = /<tools>\n([\s\S]*)\n<\/tools>/.exec(tools)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(advertisedTools(input()));
  });

  it('Gemini asks for line-delimited JSON with the three message types', () => {
    const fmt = slice(renderProviderPrompt('gemini', input()), 'responseFormat') ?? '';
    expect(fmt).toContain('## Response Format');
    expect(fmt).toContain('{"type": "text", "text": "..."}');
    expect(fmt).toContain('{"type": "tool_use", "id": "...", "name": "...", "input": {...}}');
    expect(fmt).toContain('{"type": "thinking", "thinking": "..."}');
  });

  it('OpenAI asks for function calling and keeps tools out of the text', () => {
    const r = renderProviderPrompt('openai', input());
    expect(slice(r, 'responseFormat')).toContain('function calling');
    expect(r.text).not.toContain('"input_schema"');
    expect(r.text).toContain('Working directory: /home/user/yume\nPermission mode: interactive');
  });

  it('puts CLAUDE.md in the project instructions', () => {
    for (const provider of PROVIDERS) {
      const r = renderProviderPrompt(provider, input());
      expect(slice(r, 'projectInstructions')).toContain('Desktop chat client');
      expect(r.projectInstructionsPath).toBe('/home/user/yume/CLAUDE.md');
    }
  });

  it('omits project instructions when there is no file', () => {
    const r = renderProviderPrompt('gemini', input({ files: {} }));
    expect(r.components.map((c) => c.key)).not.toContain('projectInstructions');
    expect(r.text).not.toContain('## Project Instructions');
  });
});

describe.each(MODES)('permission mode %s', (mode) => {
  it.each(['gemini', 'openai'] as const)('%s states the mode and its instruction', (provider) => {
    const r = renderProviderPrompt(provider, input({ permissionMode: mode }));
    const text = slice(r, 'permissionMode') ?? '';
    expect(text).toContain(mode);
    expect(text).toContain(PROVIDER_PERMISSION_INSTRUCTIONS[mode]);
    // Only the active mode's instruction appears.
    for (const other of MODES.filter((m) => m !== mode)) {
      expect(r.text).not.toContain(PROVIDER_PERMISSION_INSTRUCTIONS[other]);
    }
  });

  it('Claude carries the mode and cwd as CLI flags instead', () => {
    const r = renderProviderPrompt('claude', input({ permissionMode: mode }));
    expect(r.cliFlags?.slice(0, 2)).toEqual(['--cwd', '/home/user/yume']);
    expect(r.cliFlags).toContain('--permission-mode');
    expect(r.text).not.toContain(PROVIDER_PERMISSION_INSTRUCTIONS[mode]);
  });
});

it('distinct instructions for the three modes', () => {
  expect(new Set(Object.values(PROVIDER_PERMISSION_INSTRUCTIONS)).size).toBe(3);
  expect(PROVIDER_PERMISSION_INSTRUCTIONS.interactive).toContain('tool_result');
});

describe('request bodies match each API shape', () => {
  it('Gemini: systemInstruction.parts, contents, tools[].functionDeclarations', () => {
    const r = renderProviderPrompt('gemini', input());
    const body = r.requestBody as {
      systemInstruction: { parts: { text: string }[] };
      contents: { role: string; parts: { text: string }[] }[];
      tools: {
        functionDeclarations: { name: string; description: string; parameters: unknown }[];
      }[];
    };
    expect(Object.keys(body).sort()).toEqual(['contents', 'systemInstruction', 'tools']);
    expect(body.systemInstruction).toEqual({ parts: [{ text: r.text }] });
    expect(body.contents[0]?.role).toBe('user');
    expect(body.tools).toHaveLength(1);
    const first = body.tools[0]?.functionDeclarations[0];
    expect(Object.keys(first ?? {}).sort()).toEqual(['description', 'name', 'parameters']);
    expect(body.tools[0]?.functionDeclarations.map((d) => d.name)).toEqual(
      r.tools.map((t) => t.name),
    );
    expect(r.endpoint).toBe(
      'POST https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-pro:generateContent',
    );
  });

  it('OpenAI Chat: model, system message first, tools[].function', () => {
    const r = renderProviderPrompt('openai', input({ model: { openai: 'gpt-4.1' } }));
    const body = r.requestBody as {
      model: string;
      messages: { role: string; content: string }[];
      tools: { type: string; function: { name: string; parameters: unknown } }[];
    };
    expect(Object.keys(body).sort()).toEqual(['messages', 'model', 'tools']);
    expect(body.model).toBe('gpt-4.1');
    expect(body.messages[0]).toEqual({ role: 'system', content: r.text });
    expect(body.messages[1]?.role).toBe('user');
    expect(
      body.tools.every((t) => t.type === 'function' && typeof t.function.name === 'string'),
    ).toBe(true);
    expect(r.endpoint).toContain('/v1/chat/completions');
  });

  it('OpenAI Responses: instructions instead of messages, flat function tools', () => {
    const r = renderProviderPrompt('openai', input({ useResponsesApi: true }));
    const body = r.requestBody as { instructions: string; tools: Record<string, unknown>[] };
    expect(Object.keys(body).sort()).toEqual(['input', 'instructions', 'model', 'tools']);
    expect(body.instructions).toBe(r.text);
    expect(Object.keys(body.tools[0] ?? {}).sort()).toEqual([
      'description',
      'name',
      'parameters',
      'type',
    ]);
    expect(r.endpoint).toContain('/v1/responses');
  });

  it('Claude: model, max_tokens, system, messages, tools[].input_schema', () => {
    const r = renderProviderPrompt('claude', input({ model: 'claude-opus-4-1' }));
    const body = r.requestBody as {
      model: string;
      system: string;
      messages: { role: string }[];
      tools: Record<string, unknown>[];
    };
    expect(Object.keys(body).sort()).toEqual([
      'max_tokens',
      'messages',
      'model',
      'system',
      'tools',
    ]);
    expect(body.model).toBe('claude-opus-4-1');
    expect(body.system).toBe(r.text);
    expect(body.messages[0]?.role).toBe('user');
    expect(body.tools).toEqual(r.tools);
    expect(r.cliFlags).toEqual([
      '--cwd',
      '/home/user/yume',
      '--permission-mode',
      'default',
      '--model',
      'claude-opus-4-1',
    ]);
  });

  it('omits tools when none are advertised', () => {
    for (const provider of PROVIDERS) {
      const r = renderProviderPrompt(provider, input({ tools: [] }));
      expect(r.requestBody).not.toHaveProperty('tools');
    }
  });
});

describe('size limits', () => {
  it.each([
    ['claude', 'tokens', 200_000],
    ['gemini', 'chars', 32_000],
    ['openai', 'tokens', 128_000],
  ] as const)('%s is limited to %s %i', (provider, kind, max) => {
    const r = renderProviderPrompt(provider, input());
    expect(r.limit).toMatchObject({ kind, max });
    expect(r.compression).toBeUndefined();
  });

  it('Gemini compresses an oversized CLAUDE.md in one step', () => {
    const r = renderProviderPrompt(
      'gemini',
      input({ files: { '/home/user/yume/CLAUDE.md': 'x'.repeat(40_000) } }),
    );
    expect(r.compression?.steps.map((s) => s.id)).toEqual(['truncateProjectInstructions']);
    expect(r.text.length).toBeLessThanOrEqual(32_000);
    expect(r.text.endsWith('\n[truncated]')).toBe(true);
    expect(r.limit.used).toBe(r.text.length);
  });

  it('OpenAI measures tokens as chars/4 by default', () => {
    const r = renderProviderPrompt(
      'openai',
      input({ files: { '/home/user/yume/CLAUDE.md': 'x'.repeat(600_000) } }),
    );
    expect(r.limit.measuredBy).toBe('chars/4');
    expect(r.limit.used).toBe(Math.ceil(r.text.length / 4));
    expect(r.compression?.steps.map((s) => s.id)).toEqual(['truncateProjectInstructions']);
  });

  it('uses a supplied token counter', () => {
    const countTokens = (t: string) => t.length;
    const r = renderProviderPrompt(
      'claude',
      input({ files: { '/home/user/yume/CLAUDE.md': 'x'.repeat(250_000) } }),
      { countTokens },
    );
    expect(r.limit.measuredBy).toBe('countTokens');
    expect(r.compression?.fits).toBe(true);
    expect(r.limit.used).toBe(r.text.length);
  });

  it('Gemini compresses the tools it declares in the body too', () => {
    const files = { '/home/user/yume/CLAUDE.md': 'x'.repeat(40_000) };
    const tools = input().tools.map((t) => ({
      ...t,
      description: `${t.description} ${'More detail. '.repeat(200)}`,
    }));
    const r = renderProviderPrompt('gemini', input({ files, tools }));
    expect(r.compression?.steps.map((s) => s.id)).toContain('compressToolDefinitions');
    const body = r.requestBody as { tools: { functionDeclarations: { description: string }[] }[] };
    expect(body.tools[0]?.functionDeclarations[0]?.description).not.toContain('More detail.');
  });
});

it('warns about tool names a provider rejects', () => {
  const tools = [{ name: 'bad name', description: 'x', input_schema: { type: 'object' } }];
  expect(renderProviderPrompt('openai', input({ tools })).warnings.join('\n')).toContain(
    '"bad name"',
  );
});
