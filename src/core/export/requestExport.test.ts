import { describe, expect, it } from 'vitest';
import { renderSystemPrompt } from '../prompt/renderSystemPrompt';
import { createDefaultPlaygroundState } from '../state/defaults';
import { DEFAULT_THINKING_BUDGET } from './generationConfig';
import { openingToolDeclarations } from './openingRequest';
import { buildGeminiRequestExport } from './requestExport';
import { toPromptInput } from '../inputs/toPromptInput';

describe('buildGeminiRequestExport', () => {
  const environmentText = 'This is the Gemini CLI. We are setting up the context for our chat.';

  it('puts the system prompt in systemInstruction and the environment message first', () => {
    const state = createDefaultPlaygroundState('2026-02');
    const exported = buildGeminiRequestExport(state, environmentText);
    expect(exported.body).toMatchObject({
      systemInstruction: { parts: [{ text: renderSystemPrompt(toPromptInput(state)).text }] },
      contents: [{ role: 'user', parts: [{ text: environmentText }] }],
    });
    expect(JSON.parse(exported.json)).toEqual(exported.body);
    expect(exported.error).toBeNull();
  });

  it('names the concrete model the configured one resolves to', () => {
    const state = createDefaultPlaygroundState('2026-02');
    expect(buildGeminiRequestExport(state, '').model).toBe('gemini-2.5-pro');
    state.gemini.model = 'flash';
    state.gemini.previewFeatures = true;
    expect(buildGeminiRequestExport(state, '').model).toBe('gemini-3-flash-preview');
  });

  it('never carries an API key or other credentials', () => {
    const { json } = buildGeminiRequestExport(
      createDefaultPlaygroundState('2026-02'),
      environmentText,
    );
    const keys = new Set<string>();
    JSON.parse(json, (key: string, value: unknown) => {
      if (key !== '' && Number.isNaN(Number(key))) keys.add(key);
      return value;
    });
    // Only the body's own fields (and tool schemas): nothing that could hold a key or a header.
    expect(Object.keys(JSON.parse(json) as object).sort()).toEqual([
      'contents',
      'generationConfig',
      'systemInstruction',
      'tools',
    ]);
    for (const key of keys) expect(key).not.toMatch(/api.?key|authori[sz]ation|x-goog/i);
  });

  it('passes on the missing-template error', () => {
    const state = createDefaultPlaygroundState('2026-02');
    state.gemini.env['GEMINI_SYSTEM_MD'] = '/nowhere.md';
    expect(buildGeminiRequestExport(state, '').error).toContain('/nowhere.md');
  });

  it('declares every registered tool, as the CLI sends them before the first user word', () => {
    const state = createDefaultPlaygroundState();
    const { body } = buildGeminiRequestExport(state, environmentText);
    const declared = body.tools?.[0]?.functionDeclarations.map((d) => d.name) ?? [];
    expect(declared).toEqual(openingToolDeclarations(toPromptInput(state)).map((d) => d.name));
    expect(declared).toContain('read_file');
    expect(declared).toContain('run_shell_command');
  });

  it('omits tools when none is registered', () => {
    const state = createDefaultPlaygroundState();
    state.gemini.tools = [];
    expect(buildGeminiRequestExport(state, '').body.tools).toBeUndefined();
  });

  it('carries the CLI default generationConfig for the model family in force', () => {
    const state = createDefaultPlaygroundState();
    // The default `auto` with preview access is gemini-3-pro-preview: chat-base-3.
    expect(buildGeminiRequestExport(state, '').model).toBe('gemini-3-pro-preview');
    expect(buildGeminiRequestExport(state, '').body.generationConfig.thinkingConfig).toEqual({
      includeThoughts: true,
      thinkingLevel: 'HIGH',
    });
    // Without preview access `auto` is gemini-2.5-pro: chat-base-2.5 in gemini-cli
    // defaultModelConfigs.ts.
    state.gemini.hasPreviewAccess = false;
    expect(buildGeminiRequestExport(state, '').model).toBe('gemini-2.5-pro');
    expect(buildGeminiRequestExport(state, '').body.generationConfig).toEqual({
      temperature: 1,
      topP: 0.95,
      topK: 64,
      thinkingConfig: { includeThoughts: true, thinkingBudget: DEFAULT_THINKING_BUDGET },
    });
  });
});
