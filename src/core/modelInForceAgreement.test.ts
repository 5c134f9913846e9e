/**
 * One model in force: the Gemini API request export, the turn request and the rendered prompt
 * agree on the model for every configured id, access switch and CLI version (issue 30).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTurnRequest } from './context/turn/turnRequest';
import { createDefaultEnvironmentInput } from './environment/environmentInput';
import { buildGeminiRequestExport } from './export/requestExport';
import { toPromptInput } from './inputs/toPromptInput';
import { modelInForce } from './modelInForce';
import { isPreviewModel, KNOWN_MODELS } from './models';
import { isReleaseVersion } from './prompt/cliVersion';
import { loadedRelease } from './prompt/release/loaded';
import { renderSystemPrompt } from './prompt/renderSystemPrompt';
import { PLAYGROUND_CLI_VERSIONS } from './state/cliVersion';
import { createDefaultPlaygroundState } from './state/defaults';

/** The 2026-02 bullet its provider adds only for a Gemini 3 model (`isGemini3`). */
const GEMINI_3_BULLET = '**Explain Before Acting:**';

const modelIds = fc.oneof(
  fc.constantFrom(
    ...KNOWN_MODELS.map((known) => known.id),
    'gemini-3.1-pro-preview',
    'gemini-3-flash',
    'gemini-3.5-flash',
    'gemini-3.1-flash-lite',
    'gemma-4-31b-it',
  ),
  fc.stringMatching(/^[a-z0-9.-]{1,24}$/),
);

const configurations = fc.record({
  cliVersion: fc.constantFrom(...PLAYGROUND_CLI_VERSIONS),
  model: modelIds,
  hasPreviewAccess: fc.boolean(),
  gemini31Launched: fc.boolean(),
  gemini35FlashGA: fc.boolean(),
  previewFeatures: fc.boolean(),
});

describe('the model in force is one resolution', () => {
  it('every release bundle is loaded, so renders use the release’s own models.js', () => {
    for (const version of PLAYGROUND_CLI_VERSIONS.filter(isReleaseVersion)) {
      expect(loadedRelease(version)?.models?.['resolveModel']).toBeTypeOf('function');
    }
  });

  it('the request export, the turn request and the rendered prompt name the same model', () => {
    fc.assert(
      fc.property(configurations, ({ cliVersion, ...settings }) => {
        const base = createDefaultPlaygroundState(cliVersion);
        const state = { ...base, gemini: { ...base.gemini, ...settings } };
        const input = toPromptInput(state);
        const rendered = renderSystemPrompt(input);
        const exported = buildGeminiRequestExport(state, 'env', rendered);
        const turn = buildTurnRequest({
          promptInput: input,
          environment: createDefaultEnvironmentInput(),
          history: [],
          turn: { text: 'Hi' },
          systemPrompt: rendered,
        });
        expect(turn.request.model).toBe(exported.model);
        expect(modelInForce(input).model).toBe(exported.model);
        if (isReleaseVersion(cliVersion)) {
          // The release's own resolution, as its prompt provider made it.
          expect(rendered.model?.resolved).toBe(exported.model);
        } else {
          // 2026-02 words the prompt for Gemini 3 exactly when the model in force is one.
          expect(rendered.text.includes(GEMINI_3_BULLET)).toBe(isPreviewModel(exported.model));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the default `auto` on the newest release sends the Gemini 3 model its prompt is for', () => {
    const state = createDefaultPlaygroundState();
    expect(state.gemini.model).toBe('auto');
    const rendered = renderSystemPrompt(toPromptInput(state));
    expect(rendered.model?.resolved).toBe('gemini-3-pro-preview');
    expect(buildGeminiRequestExport(state, 'env', rendered).model).toBe('gemini-3-pro-preview');
  });
});
