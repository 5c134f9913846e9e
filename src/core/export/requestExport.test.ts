import { describe, expect, it } from 'vitest';
import { renderSystemPrompt } from '../prompt/renderSystemPrompt';
import { createDefaultPlaygroundState } from '../state/defaults';
import { buildGeminiRequestExport } from './requestExport';
import { toPromptInput } from './toPromptInput';

describe('buildGeminiRequestExport', () => {
  const environmentText = 'This is the Gemini CLI. We are setting up the context for our chat.';

  it('puts the system prompt in systemInstruction and the environment message first', () => {
    const state = createDefaultPlaygroundState('2026-02');
    const exported = buildGeminiRequestExport(state, environmentText);
    expect(exported.body).toEqual({
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
    // Only the body's own fields: nothing that could hold a key or a header.
    expect([...keys].sort()).toEqual(['contents', 'parts', 'role', 'systemInstruction', 'text']);
  });

  it('passes on the missing-template error', () => {
    const state = createDefaultPlaygroundState('2026-02');
    state.gemini.env['GEMINI_SYSTEM_MD'] = '/nowhere.md';
    expect(buildGeminiRequestExport(state, '').error).toContain('/nowhere.md');
  });
});
