import { describe, expect, it } from 'vitest';
import { createDefaultEnvironmentInput, getInitialChatHistory } from '../../environment';
import { createDefaultPromptInput, renderSystemPrompt } from '../../prompt';
import { estimateTextTokens } from '../../tokens';
import { expandAtReferences } from '../atFiles/atExpand';
import { buildIdeContextInjection } from '../injections/ideContext';
import { activateSkill } from '../injections/skillActivation';
import { renderImportedPrompt } from '../../importPrompt/importedPrompt';
import { buildTurnRequest } from './turnRequest';

const ROOT = '/home/dev/projects/acme-api';
const files = {
  [`${ROOT}/src/a.ts`]: 'export const a = 1;\n',
  [`${ROOT}/src/b.ts`]: 'export const b = 2;\n',
};

function build() {
  const promptInput = createDefaultPromptInput();
  const environment = createDefaultEnvironmentInput();
  const atExpansion = expandAtReferences({ message: 'Explain @src', files, cwd: ROOT });
  const ide = buildIdeContextInjection(
    null,
    { activeFile: { path: `${ROOT}/src/a.ts` }, openFiles: [] },
    {
      toolCallPending: false,
    },
  );
  return buildTurnRequest({
    promptInput,
    environment,
    history: [
      { role: 'user', parts: [{ text: 'Hi' }] },
      { role: 'model', parts: [{ text: '' }] },
    ],
    turn: {
      text: 'Explain @src',
      atExpansion,
      ide,
      beforeAgentHooks: [{ hookName: 'git', additionalContext: 'Branch: main' }],
      skillActivations: [activateSkill({ name: 'review' }, 'Review carefully.')],
    },
  });
}

describe('buildTurnRequest', () => {
  const result = build();

  it('orders the contents: environment, curated history, IDE, this turn, skills', () => {
    const contents = result.request.contents;
    expect(contents[0]).toEqual(getInitialChatHistory(createDefaultEnvironmentInput())[0]);
    // The empty model turn is curated away.
    expect(contents[1]).toEqual({ role: 'user', parts: [{ text: 'Hi' }] });
    expect(contents[2]?.parts?.[0]?.text).toContain('```json');
    const turn = contents[3]?.parts ?? [];
    expect(turn[0]).toEqual({ text: 'Explain @src/**' });
    expect(turn[turn.length - 1]).toEqual({ text: '<hook_context>Branch: main</hook_context>' });
    expect(contents[4]?.parts?.[0]?.functionCall?.name).toBe('activate_skill');
    expect(contents[5]?.parts?.[0]?.functionResponse?.name).toBe('activate_skill');
    expect(contents).toHaveLength(6);
    expect(result.curation.droppedCount).toBe(1);
  });

  it('sends the rendered prompt and one declaration per effective tool', () => {
    const promptInput = createDefaultPromptInput();
    expect(result.request.systemInstruction.parts[0]?.text).toBe(
      renderSystemPrompt(promptInput).text,
    );
    expect(result.request.tools[0]?.functionDeclarations.map((d) => d.name)).toEqual(
      promptInput.tools,
    );
    expect(result.request.model).toBe('gemini-2.5-pro');
  });

  it('sums part tokens into layers and layers into the total', () => {
    for (const layer of result.layers) {
      expect(layer.tokens).toBe(layer.parts.reduce((sum, part) => sum + part.tokens, 0));
    }
    expect(result.totalTokens).toBe(result.layers.reduce((sum, layer) => sum + layer.tokens, 0));
    expect(result.layers.map((layer) => layer.key)).toEqual([
      'system',
      'tools',
      'environment',
      'history',
      'ide',
      'turn',
      'skills',
    ]);
  });

  it('makes the system layer equal the estimate of the whole instruction', () => {
    const system = result.layers.find((layer) => layer.key === 'system');
    expect(system?.tokens).toBe(estimateTextTokens(result.systemPrompt.text));
    expect(system?.parts.map((p) => p.label)).toContain('Core Mandates');
  });

  it('labels each referenced file in the turn layer', () => {
    const turn = result.layers.find((layer) => layer.key === 'turn');
    expect(turn?.parts.map((p) => p.label)).toEqual([
      'Message',
      'Referenced files start',
      '@src/a.ts header',
      '@src/a.ts',
      '@src/b.ts header',
      '@src/b.ts',
      'Referenced files end',
      'BeforeAgent hook context',
    ]);
  });

  it('serialises the request for copying', () => {
    expect(JSON.parse(result.json)).toEqual(result.request);
  });
});

describe('buildTurnRequest with an imported prompt as the system instruction', () => {
  const imported = renderImportedPrompt({
    text: 'You are careful.\n\n# Core Mandates\nBe exact.\n\n# Team Rules\nShip small.',
    fileName: 'system.md',
    active: true,
    disabledSpans: ['PREAMBLE'],
  });
  const result = buildTurnRequest({
    promptInput: createDefaultPromptInput(),
    environment: createDefaultEnvironmentInput(),
    history: [],
    turn: { text: 'Hi' },
    systemPrompt: imported,
  });

  it('sends the imported text as toggled, not the modeled prompt', () => {
    expect(result.request.systemInstruction.parts).toEqual([
      { text: '# Core Mandates\nBe exact.\n\n# Team Rules\nShip small.' },
    ]);
    expect(result.systemPrompt).toBe(imported);
  });

  it('lists the imported parts by name in the system layer', () => {
    const system = result.layers.find((layer) => layer.key === 'system');
    expect(system?.parts.map((part) => part.label)).toEqual(['Core Mandates', 'Team Rules']);
    expect(system?.tokens).toBe(estimateTextTokens(imported.text));
  });
});
