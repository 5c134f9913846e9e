/**
 * Model ids of the current CLI (v0.56 to v0.61) and how its `resolveModel` maps a configured
 * id or alias to a concrete model, which in turn picks the prompt family
 * (gemini-cli packages/core/src/config/models.ts `resolveModel`, `isGemini3Model`,
 * `isCustomModel`, `supportsModernFeatures`; packages/core/src/prompts/promptProvider.ts).
 *
 * We model the resolution table of v0.56 (the repository the facts were read from): it is the
 * one whose every row the current prompt depends on, and v0.61 only renames flash constants
 * without changing any family except `flash` without preview access (documented below).
 */
import type { KnownModel } from './models';
import type { ModelResolution, PromptFamily } from './prompt/types';

export const GEMINI_MODEL_ALIAS_AUTO = 'auto';
export const GEMINI_MODEL_ALIAS_PRO = 'pro';
export const GEMINI_MODEL_ALIAS_FLASH = 'flash';
export const GEMINI_MODEL_ALIAS_FLASH_LITE = 'flash-lite';
export const CURRENT_PREVIEW_GEMINI_MODEL = 'gemini-3-pro-preview';
export const PREVIEW_GEMINI_3_1_MODEL = 'gemini-3.1-pro-preview';
export const PREVIEW_GEMINI_3_1_CUSTOM_TOOLS_MODEL = 'gemini-3.1-pro-preview-customtools';
export const CURRENT_DEFAULT_GEMINI_MODEL = 'gemini-2.5-pro';
export const CURRENT_PREVIEW_GEMINI_FLASH_MODEL = 'gemini-3-flash-preview';
export const CURRENT_DEFAULT_GEMINI_FLASH_MODEL = 'gemini-2.5-flash';
export const DEFAULT_GEMINI_3_5_FLASH_MODEL = 'gemini-3.5-flash';
export const SECONDARY_GEMINI_3_5_FLASH_MODEL = 'gemini-3-flash';
export const CURRENT_DEFAULT_GEMINI_FLASH_LITE_MODEL = 'gemini-3.1-flash-lite';
/** The deprecated preview flash-lite constant; as a requested id it resolves like `flash-lite`. */
export const PREVIEW_GEMINI_FLASH_LITE_MODEL = 'none';
export const GEMMA_4_31B_IT_MODEL = 'gemma-4-31b-it';
export const GEMMA_4_26B_A4B_IT_MODEL = 'gemma-4-26b-a4b-it';
/** Ids first published in v0.61.0 (all Gemini 3, so modern). */
export const LATEST_GEMINI_FLASH_MODEL = 'gemini-3.8-flash';
export const LATEST_GEMINI_FLASH_LITE_MODEL = 'gemini-3.5-flash-lite';
/** Deprecated auto ids, still accepted. */
export const AUTO_GEMINI_3_MODEL = 'auto-gemini-3';
export const AUTO_GEMINI_2_5_MODEL = 'auto-gemini-2.5';

/** The current CLI's default model (`GEMINI_MODEL_ALIAS_AUTO`). */
export const CURRENT_DEFAULT_MODEL = GEMINI_MODEL_ALIAS_AUTO;

/** Every id and alias a picker should offer for the current CLI, aliases first. */
export const CURRENT_KNOWN_MODELS: readonly KnownModel[] = [
  { id: GEMINI_MODEL_ALIAS_AUTO, kind: 'alias' },
  { id: GEMINI_MODEL_ALIAS_PRO, kind: 'alias' },
  { id: GEMINI_MODEL_ALIAS_FLASH, kind: 'alias' },
  { id: GEMINI_MODEL_ALIAS_FLASH_LITE, kind: 'alias' },
  { id: AUTO_GEMINI_3_MODEL, kind: 'auto' },
  { id: AUTO_GEMINI_2_5_MODEL, kind: 'auto' },
  { id: CURRENT_PREVIEW_GEMINI_MODEL, kind: 'model' },
  { id: PREVIEW_GEMINI_3_1_MODEL, kind: 'model' },
  { id: CURRENT_PREVIEW_GEMINI_FLASH_MODEL, kind: 'model' },
  { id: DEFAULT_GEMINI_3_5_FLASH_MODEL, kind: 'model' },
  { id: SECONDARY_GEMINI_3_5_FLASH_MODEL, kind: 'model' },
  { id: CURRENT_DEFAULT_GEMINI_FLASH_LITE_MODEL, kind: 'model' },
  { id: LATEST_GEMINI_FLASH_MODEL, kind: 'model' },
  { id: LATEST_GEMINI_FLASH_LITE_MODEL, kind: 'model' },
  { id: CURRENT_DEFAULT_GEMINI_MODEL, kind: 'model' },
  { id: CURRENT_DEFAULT_GEMINI_FLASH_MODEL, kind: 'model' },
  { id: 'gemini-2.5-flash-lite', kind: 'model' },
  { id: GEMMA_4_31B_IT_MODEL, kind: 'model' },
  { id: GEMMA_4_26B_A4B_IT_MODEL, kind: 'model' },
];

/** The switches `resolveModel` reads besides the requested id (names as on `PromptInput`). */
export interface ModelAccess {
  /** `getHasAccessToPreviewModel`; the CLI's fallback is true. */
  hasPreviewAccess?: boolean;
  /** `getGemini31LaunchedSync`; the CLI's fallback is false. */
  gemini31Launched?: boolean;
  /** `hasGemini35FlashGAAccess`: `setFlashModels` points both flash constants at 3.5 Flash. */
  gemini35FlashGA?: boolean;
}

/**
 * The concrete model the current CLI asks for. Pro and auto aliases follow preview access and
 * the 3.1 launch; flash aliases follow preview access and the 3.5 Flash GA switch (which
 * makes `DEFAULT_GEMINI_FLASH_MODEL` and `PREVIEW_GEMINI_FLASH_MODEL` gemini-3.5-flash, so the
 * 3.5/3-flash ids map to it too); any other id, Gemini or not, is returned unchanged.
 */
export function resolveCurrentModel(requested: string, access: ModelAccess = {}): string {
  const preview = access.hasPreviewAccess ?? true;
  const flashGA = access.gemini35FlashGA ?? false;
  const proPreview = access.gemini31Launched
    ? PREVIEW_GEMINI_3_1_MODEL
    : CURRENT_PREVIEW_GEMINI_MODEL;
  const defaultFlash = flashGA
    ? DEFAULT_GEMINI_3_5_FLASH_MODEL
    : CURRENT_DEFAULT_GEMINI_FLASH_MODEL;
  const previewFlash = flashGA
    ? DEFAULT_GEMINI_3_5_FLASH_MODEL
    : CURRENT_PREVIEW_GEMINI_FLASH_MODEL;
  switch (requested) {
    case GEMINI_MODEL_ALIAS_AUTO:
    case GEMINI_MODEL_ALIAS_PRO:
    case AUTO_GEMINI_3_MODEL:
    case CURRENT_PREVIEW_GEMINI_MODEL:
      return preview ? proPreview : CURRENT_DEFAULT_GEMINI_MODEL;
    case AUTO_GEMINI_2_5_MODEL:
      return CURRENT_DEFAULT_GEMINI_MODEL;
    case PREVIEW_GEMINI_3_1_MODEL:
      return preview ? requested : CURRENT_DEFAULT_GEMINI_MODEL;
    case GEMINI_MODEL_ALIAS_FLASH:
      return preview ? previewFlash : defaultFlash;
    case CURRENT_PREVIEW_GEMINI_FLASH_MODEL:
      return preview ? requested : defaultFlash;
    case GEMINI_MODEL_ALIAS_FLASH_LITE:
    case PREVIEW_GEMINI_FLASH_LITE_MODEL:
      return CURRENT_DEFAULT_GEMINI_FLASH_LITE_MODEL;
    case DEFAULT_GEMINI_3_5_FLASH_MODEL:
    case SECONDARY_GEMINI_3_5_FLASH_MODEL:
      return flashGA ? defaultFlash : requested;
    default:
      return requested;
  }
}

/** `isGemini3Model`: the id matches `/^gemini-3(\.|-|$)/`. */
export function isGemini3Model(model: string): boolean {
  return /^gemini-3(\.|-|$)/.test(model);
}

/** `isCustomModel`: not a `gemini-` id (Gemma, a proxy's own name, ...). */
export function isCustomModel(model: string): boolean {
  return !model.startsWith('gemini-');
}

/** `supportsModernFeatures`: Gemini 3 and custom ids get the modern prompt family. */
export function supportsModernFeatures(model: string): boolean {
  return isGemini3Model(model) || isCustomModel(model);
}

/** Why the family was chosen, in a sentence (for a tooltip). */
export function familyReason(requested: string, resolved: string, family: PromptFamily): string {
  const via = requested === resolved ? resolved : `${requested} resolves to ${resolved}`;
  if (family === 'legacy') return `${via}, a Gemini 2.x model: the legacy prompt.`;
  if (isCustomModel(resolved))
    return `${via}, not a gemini- id: custom models get the modern prompt.`;
  return `${via}, a Gemini 3 model: the modern prompt.`;
}

/** The resolved model and the prompt family the current CLI uses for it, with the reason. */
export function resolveModelFamily(requested: string, access: ModelAccess = {}): ModelResolution {
  const resolved = resolveCurrentModel(requested, access);
  const family: PromptFamily = supportsModernFeatures(resolved) ? 'modern' : 'legacy';
  return { requested, resolved, family, reason: familyReason(requested, resolved, family) };
}
