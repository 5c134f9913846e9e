/**
 * Which CLI's pipeline renders the prompt: `'2026-02'` is gemini-cli revision 4a6e3eb646
 * (one prompt family); `'v0.61'` is the published v0.61.0 package (v0.56 to v0.61 share every
 * prompt file except one Core Mandates bullet, and we render 0.61's), whose model picks the
 * modern or the legacy family (gemini-cli packages/core/src/prompts/promptProvider.ts).
 */
export const CLI_VERSIONS = ['2026-02', 'v0.61'] as const;

/** One of {@link CLI_VERSIONS}. */
export type CliVersion = (typeof CLI_VERSIONS)[number];
