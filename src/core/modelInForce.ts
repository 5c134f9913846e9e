/**
 * The concrete model a configuration runs on, per CLI version, and its context window: what a
 * context gauge should name. 2026-02 resolves aliases with `previewFeatures`
 * (`resolveModel` in models.ts); the current CLI resolves them with preview access, the
 * Gemini 3.1 launch and the 3.5 Flash switch (gemini-cli packages/core/src/config/models.ts
 * `resolveModel`) and reads Gemma 4's smaller window
 * (packages/core/src/core/tokenLimits.ts `tokenLimit`).
 */
import { isReleaseVersion } from './prompt/cliVersion';
import { currentTokenLimit } from './compression/currentModels';
import { resolveCurrentModel, type ModelAccess } from './currentModels';
import { resolveModel, tokenLimit } from './models';
import type { CliVersion } from './prompt/types';

/** The settings the resolution reads (names as on the playground's Gemini settings). */
export interface ModelInForceInput extends ModelAccess {
  cliVersion: CliVersion;
  /** The configured id or alias (`auto`, `pro`, `gemini-2.5-pro`, ...). */
  model: string;
  /** 2026-02's preview-features setting; the current CLI does not read it. */
  previewFeatures: boolean;
}

export interface ModelInForce {
  /** The concrete model id after resolution. */
  model: string;
  /** That model's context window in tokens. */
  tokenLimit: number;
}

/** The model in force after resolution, and its token limit, for the configuration's CLI version. */
export function modelInForce(input: ModelInForceInput): ModelInForce {
  if (isReleaseVersion(input.cliVersion)) {
    const model = resolveCurrentModel(input.model, input);
    return { model, tokenLimit: currentTokenLimit(model) };
  }
  const model = resolveModel(input.model, input.previewFeatures);
  return { model, tokenLimit: tokenLimit(model) };
}
