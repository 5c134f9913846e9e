/** Which prompts need the on-demand wording (legacyWording.ts) before they can be rendered. */
import { isReleaseVersion } from './cliVersion';
import type { PromptInput } from './types';

/**
 * Whether rendering `input` needs our on-demand 2026-02 wording: the 2026-02 pipeline (no
 * version given reads as 2026-02). A release renders from its own code instead.
 */
export function needsLegacyWording(input: PromptInput): boolean {
  return !isReleaseVersion(input.cliVersion);
}
