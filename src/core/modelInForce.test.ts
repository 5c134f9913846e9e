import { describe, expect, it } from 'vitest';
import { modelInForce, type ModelInForceInput } from './modelInForce';

const current = (model: string, access: Partial<ModelInForceInput> = {}): ModelInForceInput => ({
  cliVersion: '0.61.0',
  model,
  previewFeatures: false,
  ...access,
});

/**
 * Rows of the resolution table in docs/gemini-cli-current.md §1, as the loaded v0.61 release
 * resolves them (g31 = Gemini 3.1 launched,
 * prev = preview access, 35 = Gemini 3.5 Flash GA), each with the gauge's model and window.
 */
const CURRENT_ROWS: [string, Partial<ModelInForceInput>, string, number][] = [
  ['auto', {}, 'gemini-3-pro-preview', 1_048_576],
  ['auto', { hasPreviewAccess: true }, 'gemini-3-pro-preview', 1_048_576],
  ['auto', { gemini31Launched: true }, 'gemini-3.1-pro-preview', 1_048_576],
  ['auto', { hasPreviewAccess: false }, 'gemini-2.5-pro', 1_048_576],
  ['auto', { hasPreviewAccess: false, gemini31Launched: true }, 'gemini-2.5-pro', 1_048_576],
  ['auto', { gemini35FlashGA: true }, 'gemini-3-pro-preview', 1_048_576],
  ['pro', { gemini31Launched: true }, 'gemini-3.1-pro-preview', 1_048_576],
  ['auto-gemini-3', {}, 'gemini-3-pro-preview', 1_048_576],
  ['auto-gemini-2.5', {}, 'gemini-2.5-pro', 1_048_576],
  ['gemini-2.5-pro', {}, 'gemini-2.5-pro', 1_048_576],
  ['flash', {}, 'gemini-3-flash-preview', 1_048_576],
  // v0.61's own config/models.js (the release bundle the prompt renders with) sends flash
  // without preview access to its base flash model, and the 3.5 Flash switch
  // (`hasLatestFlashGAAccess`) to its latest flash model.
  ['flash', { hasPreviewAccess: false }, 'gemini-3.5-flash', 1_048_576],
  ['flash', { gemini35FlashGA: true }, 'gemini-3.8-flash', 1_048_576],
  ['flash-lite', {}, 'gemini-3.1-flash-lite', 1_048_576],
  ['gemini-3-flash', { gemini35FlashGA: true }, 'gemini-3.8-flash', 1_048_576],
  ['gemini-3.1-pro-preview', { hasPreviewAccess: false }, 'gemini-2.5-pro', 1_048_576],
  ['gemma-4-31b-it', {}, 'gemma-4-31b-it', 256_000],
  ['gemma-4-26b-a4b-it', {}, 'gemma-4-26b-a4b-it', 256_000],
  ['my-proxy-model', {}, 'my-proxy-model', 1_048_576],
];

describe('modelInForce', () => {
  it.each(CURRENT_ROWS)('v0.61: %s with %j is %s (%d tokens)', (model, access, resolved, limit) => {
    expect(modelInForce(current(model, access))).toEqual({ model: resolved, tokenLimit: limit });
  });

  it('v0.61 ignores 2026-02 preview features', () => {
    const off = modelInForce(current('auto', { previewFeatures: false }));
    const on = modelInForce(current('auto', { previewFeatures: true }));
    expect(on).toEqual(off);
  });

  it.each([
    ['auto-gemini-2.5', false, 'gemini-2.5-pro'],
    ['auto-gemini-3', false, 'gemini-3-pro-preview'],
    ['auto', false, 'gemini-2.5-pro'],
    ['auto', true, 'gemini-3-pro-preview'],
    ['flash', true, 'gemini-3-flash-preview'],
    ['gemma-4-31b-it', false, 'gemma-4-31b-it'],
  ] as const)('2026-02: %s (preview features %s) is %s', (model, previewFeatures, resolved) => {
    // 2026-02 knows no Gemma 4 window: every model gets 1,048,576, and the v0.61 switches are unread.
    const input = {
      cliVersion: '2026-02',
      model,
      previewFeatures,
      hasPreviewAccess: false,
    } as const;
    expect(modelInForce(input)).toEqual({ model: resolved, tokenLimit: 1_048_576 });
  });
});
