/** What one section costs in the final prompt, measured the way the CLI's toggles see it. */
import { renderSystemPrompt } from './renderSystemPrompt';
import { sectionEnvVar, type SectionKey } from './sectionKeys';
import type { PromptInput } from './types';

/**
 * Characters the final prompt loses when `GEMINI_PROMPT_<key>` is `0`: the section's text plus
 * the blank line that separated it from its neighbour. 0 when the section is not emitted.
 */
export function sectionCost(input: PromptInput, key: SectionKey): number {
  const withSection = renderSystemPrompt(input).text.length;
  const without = renderSystemPrompt({
    ...input,
    env: { ...input.env, [sectionEnvVar(key)]: '0' },
  }).text.length;
  return withSection - without;
}
