/**
 * The concrete model a configuration runs on, per CLI version, and its context window: the one
 * resolution every view, export and request reads. 2026-02 resolves aliases with
 * `previewFeatures` (`resolveModel` in models.ts, as its prompt's `isGemini3` does); a release
 * resolves them exactly as its prompt does (`modelResolutionOf`: the release's own
 * `config/models.js` `resolveModel` with preview access, the Gemini 3.1 launch and the 3.5 Flash
 * switch) and reads Gemma 4's smaller window (packages/core/src/core/tokenLimits.ts
 * `tokenLimit`).
 */
import { isReleaseVersion } from './prompt/cliVersion';
import { modelResolutionOf } from './prompt/release/family';
import { currentTokenLimit } from './compression/currentModels';
import type { ModelAccess } from './currentModels';
import { resolveModel, tokenLimit } from './models';
import type { CliVersion } from './prompt/types';

/** The settings the resolution reads (names as on the playground's Gemini settings). */
export interface ModelInForceInput extends ModelAccess {
  /** Absent = 2026-02, as in the prompt input. */
  cliVersion?: CliVersion;
  /** The configured id or alias (`auto`, `pro`, `gemini-2.5-pro`, ...). */
  model: string;
  /** 2026-02's preview-features setting; the releases do not read it. */
  previewFeatures: boolean;
}

export interface ModelInForce {
  /** The concrete model id after resolution. */
  model: string;
  /** That model's context window in tokens. */
  tokenLimit: number;
}

/**
 * The model in force after resolution, and its token limit, for the configuration's CLI
 * version: the same model the rendered prompt was built for.
 */
export function modelInForce(input: ModelInForceInput): ModelInForce {
  if (isReleaseVersion(input.cliVersion)) {
    const model = modelResolutionOf({ ...input, cliVersion: input.cliVersion }).resolved;
    return { model, tokenLimit: currentTokenLimit(model) };
  }
  const model = resolveModel(input.model, input.previewFeatures);
  return { model, tokenLimit: tokenLimit(model) };
}

/** The concrete model id in force (see {@link modelInForce}). */
export function modelIdInForce(input: ModelInForceInput): string {
  return modelInForce(input).model;
}
