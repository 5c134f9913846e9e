/**
 * Model → prompt family with the release's own `config/models.js`: `resolveModel` then
 * `supportsModernFeatures`, called with the arguments that release's
 * `dist/src/prompts/promptProvider.js` passes. A release whose models module did not bundle
 * falls back to our table of the current CLI (currentModels.ts).
 */
import { familyReason, resolveModelFamily } from '../../currentModels';
import type { ModelResolution, PromptFamily, PromptInput } from '../types';
import { loadedRelease } from './loaded';
import type { ReleaseRenderer } from './port';

type ResolveModel = (...args: unknown[]) => unknown;
type SupportsModern = (model: string) => boolean;

/** What the input says about the account, as the provider's `config` getters return it. */
type Access = Pick<PromptInput, 'hasPreviewAccess' | 'gemini31Launched' | 'gemini35FlashGA'>;

/** `[major, minor, patch]` of a release string. */
function versionParts(version: string): number[] {
  return version.split('.').map((part) => Number.parseInt(part, 10));
}

/** Whether `version` is older than `major.minor`. */
function olderThan(version: string, major: number, minor: number): boolean {
  const [a = 0, b = 0] = versionParts(version);
  return a < major || (a === major && b < minor);
}

/**
 * The arguments the release's provider passes to `resolveModel`: 0.44 reads a flash-lite launch
 * flag third; 0.45 to 0.60 stop after `config`; 0.61 adds the latest-flash access last.
 */
function resolveModelArguments(version: string, model: string, access: Access): unknown[] {
  const gemini31 = access.gemini31Launched ?? false;
  const preview = access.hasPreviewAccess ?? true;
  const flashGA = access.gemini35FlashGA ?? false;
  // The provider passes the Config itself; models.js reads these getters from it.
  const config = {
    getHasAccessToPreviewModel: () => preview,
    hasLatestFlashGAAccess: () => flashGA,
    hasGemini35FlashGAAccess: () => flashGA,
    hasLatestFlashLiteGAAccess: () => false,
    getExperimentalDynamicModelConfiguration: () => false,
  };
  if (olderThan(version, 0, 45)) return [model, gemini31, false, false, preview, config];
  if (olderThan(version, 0, 61)) return [model, gemini31, false, preview, config];
  return [model, gemini31, false, preview, config, flashGA];
}

/** Resolutions per release code, by input: more than this many and the release's starts afresh. */
const RESOLUTIONS_PER_RELEASE = 64;
const resolutions = new WeakMap<object, Map<string, ModelResolution>>();

/**
 * The release's resolution of the input's model, and the family it picks. `resolveModel` and
 * `supportsModernFeatures` are pure functions of their arguments, so each release's answers
 * are remembered by input: every store change re-reads the model in force from several places
 * (the controls' applicability, the meter's gauge), and a keystroke in the memory changes none
 * of what they read.
 */
export function releaseModelResolution(
  input: Pick<PromptInput, 'model'> & Access,
  release: Pick<ReleaseRenderer, 'version' | 'models'>,
): ModelResolution {
  const resolve = release.models?.['resolveModel'];
  const modern = release.models?.['supportsModernFeatures'];
  if (typeof resolve !== 'function' || typeof modern !== 'function') {
    return resolveModelFamily(input.model, input);
  }
  const key = JSON.stringify([
    release.version,
    input.model,
    input.hasPreviewAccess,
    input.gemini31Launched,
    input.gemini35FlashGA,
  ]);
  let known = resolutions.get(release);
  const hit = known?.get(key);
  if (hit) return hit;
  const resolved = String(
    (resolve as ResolveModel)(...resolveModelArguments(release.version, input.model, input)),
  );
  const family: PromptFamily = (modern as SupportsModern)(resolved) ? 'modern' : 'legacy';
  const resolution: ModelResolution = {
    requested: input.model,
    resolved,
    family,
    reason: familyReason(input.model, resolved, family),
  };
  if (!known || known.size >= RESOLUTIONS_PER_RELEASE) {
    known = new Map();
    resolutions.set(release, known);
  }
  known.set(key, resolution);
  return resolution;
}

/**
 * The model resolution in force for an input: the loaded release's own (`config/models.js`),
 * or our table of the current CLI while that release is not loaded.
 */
export function modelResolutionOf(
  input: Pick<PromptInput, 'cliVersion' | 'model'> & Access,
): ModelResolution {
  const release = loadedRelease(input.cliVersion);
  return release ? releaseModelResolution(input, release) : resolveModelFamily(input.model, input);
}
