/** The 2026-02 pipeline (gemini-cli revision 4a6e3eb646), unchanged by the v0.61 work. */
import { getCoreSystemPrompt, renderSectionTexts } from './composer';
import { userMemoryText } from './current/memory';
import { buildSystemPromptOptions } from './provider';
import { SECTION_KEYS } from './sectionKeys';
import { renderUserMemory } from './sections/userMemory';
import type { Piece, PromptPipeline } from './promptPipeline';
import type { PromptInput } from './types';

function standardPieces(input: PromptInput): { base: string; pieces: Piece[] } {
  const options = buildSystemPromptOptions(input);
  const texts = renderSectionTexts(options);
  return {
    base: getCoreSystemPrompt(options),
    pieces: SECTION_KEYS.map((key) => ({ key, text: texts[key] })),
  };
}

/** The 2026-02 pipeline for {@link renderSystemPrompt}. */
export function pipeline2026(input: PromptInput): PromptPipeline {
  return {
    sectionKeys: SECTION_KEYS,
    standardPieces: () => standardPieces(input),
    substitutionContext: (tools) => ({
      tools,
      skills: input.skills,
      agentDirectoryContext: input.agentDirectoryContext,
    }),
    memoryBlock: (memory) => renderUserMemory(userMemoryText(memory)),
  };
}
