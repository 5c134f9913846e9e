/** Which prompts need the on-demand wording (legacyWording.ts) before they can be rendered. */
import { isReleaseVersion } from './cliVersion';
import { modelResolutionOf } from './current/render';
import type { PromptInput } from './types';

/**
 * Whether rendering `input` needs the on-demand wording: the 2026-02 pipeline (no version
 * given reads as 2026-02) or, for v0.61, a model that resolves to the legacy family.
 */
export function needsLegacyWording(input: PromptInput): boolean {
  if (!isReleaseVersion(input.cliVersion)) return true;
  return modelResolutionOf(input).family !== 'modern';
}
