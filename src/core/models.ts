/**
 * Model ids, aliases and the facts the Gemini CLI derives from them
 * (gemini-cli packages/core/src/config/models.ts, the compression aliases of
 * packages/core/src/services/chatCompressionService.ts, packages/core/src/core/tokenLimits.ts tokenLimit).
 */

export const PREVIEW_GEMINI_MODEL = 'gemini-3-pro-preview';
export const PREVIEW_GEMINI_FLASH_MODEL = 'gemini-3-flash-preview';
export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-pro';
export const DEFAULT_GEMINI_FLASH_MODEL = 'gemini-2.5-flash';
export const DEFAULT_GEMINI_FLASH_LITE_MODEL = 'gemini-2.5-flash-lite';
export const PREVIEW_GEMINI_MODEL_AUTO = 'auto-gemini-3';
export const DEFAULT_GEMINI_MODEL_AUTO = 'auto-gemini-2.5';

/** A model id a picker offers: a concrete model, an `auto` router or an alias. */
export interface KnownModel {
  id: string;
  kind: 'model' | 'auto' | 'alias';
}

/** Every concrete model id and alias the CLI knows, in the order a picker should show them. */
export const KNOWN_MODELS: readonly KnownModel[] = [
  { id: DEFAULT_GEMINI_MODEL_AUTO, kind: 'auto' },
  { id: PREVIEW_GEMINI_MODEL_AUTO, kind: 'auto' },
  { id: DEFAULT_GEMINI_MODEL, kind: 'model' },
  { id: DEFAULT_GEMINI_FLASH_MODEL, kind: 'model' },
  { id: DEFAULT_GEMINI_FLASH_LITE_MODEL, kind: 'model' },
  { id: PREVIEW_GEMINI_MODEL, kind: 'model' },
  { id: PREVIEW_GEMINI_FLASH_MODEL, kind: 'model' },
  { id: 'auto', kind: 'alias' },
  { id: 'pro', kind: 'alias' },
  { id: 'flash', kind: 'alias' },
  { id: 'flash-lite', kind: 'alias' },
];

/** The CLI's default model: `auto-gemini-2.5`, or `auto-gemini-3` with preview features. */
export function defaultModel(previewFeatures: boolean): string {
  return previewFeatures ? PREVIEW_GEMINI_MODEL_AUTO : DEFAULT_GEMINI_MODEL_AUTO;
}

/** Maps aliases and auto ids to a concrete model, as the CLI's `resolveModel` does. */
export function resolveModel(model: string, previewFeatures: boolean): string {
  switch (model) {
    case PREVIEW_GEMINI_MODEL_AUTO:
      return PREVIEW_GEMINI_MODEL;
    case DEFAULT_GEMINI_MODEL_AUTO:
      return DEFAULT_GEMINI_MODEL;
    case 'auto':
    case 'pro':
      return previewFeatures ? PREVIEW_GEMINI_MODEL : DEFAULT_GEMINI_MODEL;
    case 'flash':
      return previewFeatures ? PREVIEW_GEMINI_FLASH_MODEL : DEFAULT_GEMINI_FLASH_MODEL;
    case 'flash-lite':
      return DEFAULT_GEMINI_FLASH_LITE_MODEL;
    default:
      return model;
  }
}

/** True only for the Gemini 3 preview ids (and their auto id); custom ids are never preview. */
export function isPreviewModel(model: string): boolean {
  return (
    model === PREVIEW_GEMINI_MODEL ||
    model === PREVIEW_GEMINI_FLASH_MODEL ||
    model === PREVIEW_GEMINI_MODEL_AUTO
  );
}

/** `isGemini3` as the prompt provider computes it. */
export function isGemini3(model: string, previewFeatures: boolean): boolean {
  return isPreviewModel(resolveModel(model, previewFeatures));
}

/** Context window in tokens. At the reference revision every model gets 1,048,576. */
export const DEFAULT_TOKEN_LIMIT = 1_048_576;
export function tokenLimit(_model: string): number {
  return DEFAULT_TOKEN_LIMIT;
}

/** The model-config alias the compression service uses for a (resolved) model. */
export function compressionModelAlias(model: string): string {
  switch (model) {
    case PREVIEW_GEMINI_MODEL:
      return 'chat-compression-3-pro';
    case PREVIEW_GEMINI_FLASH_MODEL:
      return 'chat-compression-3-flash';
    case DEFAULT_GEMINI_MODEL:
      return 'chat-compression-2.5-pro';
    case DEFAULT_GEMINI_FLASH_MODEL:
      return 'chat-compression-2.5-flash';
    case DEFAULT_GEMINI_FLASH_LITE_MODEL:
      return 'chat-compression-2.5-flash-lite';
    default:
      return 'chat-compression-default';
  }
}
