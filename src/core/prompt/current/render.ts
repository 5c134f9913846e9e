/**
 * The current CLI's (v0.61) pipeline for {@link renderSystemPrompt}: the model picks the
 * family, the family renders the sections (or fills a custom template's `${SubAgents}` and
 * `${AgentSkills}`), memory takes its v0.61 form and the active topic follows the sanitiser
 * (gemini-cli packages/core/src/prompts/promptProvider.ts getCoreSystemPrompt).
 */
import { resolveModelFamily } from '../../currentModels';
import type { LegacyWording } from '../legacyWording';
import { CURRENT_SECTION_KEYS } from '../sectionKeys';
import type { Piece, PromptPipeline } from '../promptPipeline';
import type { ModelResolution, PromptInput } from '../types';
import {
  CURRENT_PIECE_ORDER,
  getCurrentCoreSystemPrompt,
  renderCurrentSectionTexts,
  renderFamilyAgentSkills,
} from './composer';
import { renderCurrentUserMemory } from './memory';
import { buildCurrentPromptOptions, sanitizeInlineValue } from './provider';
import { renderSubAgents } from './subAgents';

/** The model resolution and family in force for an input (read with the current CLI's rules). */
export function modelResolutionOf(input: PromptInput): ModelResolution {
  return resolveModelFamily(input.model, {
    hasPreviewAccess: input.hasPreviewAccess,
    gemini31Launched: input.gemini31Launched,
    gemini35FlashGA: input.gemini35FlashGA,
  });
}

/**
 * The `[Active Topic: …]` suffix (`\n\n` + tag) when narration is on and a topic is set,
 * else `''`. The topic has `\n` turned into spaces and `]` removed.
 */
export function activeTopicSuffix(
  input: Pick<PromptInput, 'topicUpdateNarration' | 'activeTopic'>,
): string {
  if (!input.topicUpdateNarration || !input.activeTopic) return '';
  return `\n\n[Active Topic: ${sanitizeInlineValue(input.activeTopic)}]`;
}

/** The v0.61 pipeline over the effective tools (`legacy`: the legacy family's wording). */
export function currentPipeline(
  input: PromptInput,
  tools: readonly string[],
  legacy: LegacyWording | null,
): PromptPipeline {
  const model = modelResolutionOf(input);
  const { family } = model;
  const suffix = activeTopicSuffix(input);
  return {
    sectionKeys: CURRENT_SECTION_KEYS,
    standardPieces: () => {
      const options = buildCurrentPromptOptions(input, family, tools);
      const texts = renderCurrentSectionTexts(options, family, legacy);
      const pieces: Piece[] = CURRENT_PIECE_ORDER.map((key) => ({ key, text: texts[key] }));
      return { base: getCurrentCoreSystemPrompt(options, family, legacy), pieces };
    },
    substitutionContext: (registered) => ({
      tools: registered,
      skills: input.skills,
      agentDirectoryContext: renderSubAgents(family, input.subAgents ?? []),
      renderSkills: (skills) => renderFamilyAgentSkills(family, skills),
    }),
    memoryBlock: renderCurrentUserMemory(input.userMemory, input.contextFilenames, family),
    ...(suffix ? { suffix: { key: 'ACTIVE_TOPIC', text: suffix } } : {}),
    extra: { cliVersion: '0.61.0', model },
  };
}
