/**
 * A release's pipeline for {@link renderPromptWith}: the options built the way the release's
 * `dist/src/prompts/promptProvider.js` builds them, rendered by the release's own
 * `getCoreSystemPrompt` (modern or legacy snippets by the family its `config/models.js`
 * picks), its per-section renderers for the rows, its `renderUserMemory` for the block its
 * `renderFinalShell` appends, and its `renderAgentSkills` / `renderSubAgents` for a custom
 * template's substitutions.
 */
import { buildCurrentPromptOptions } from '../current/provider';
import { activeMcpTools, mcpToolRegisteredName } from '../current/mcpToolNames';
import { activeTopicSuffix } from './activeTopic';
import { contextFilenamesOf } from '../current/memory';
import { CURRENT_SECTION_KEYS } from '../sectionKeys';
import type { PromptPipeline } from '../promptPipeline';
import type { PromptInput } from '../types';
import { releaseModelResolution } from './family';
import { familySnippets } from './missing';
import type { ReleaseRenderer } from './port';
import { releaseSectionPieces, snippetRenderer } from './sectionTexts';

type MemoryRenderer = (memory: unknown, contextFilenames: string[]) => string;

/** The pipeline of `release` over the effective tools. */
export function releasePipeline(
  input: PromptInput,
  tools: readonly string[],
  release: ReleaseRenderer,
): PromptPipeline {
  const model = releaseModelResolution(input, release);
  const { family } = model;
  const snippets = familySnippets(release, family);
  // The legacy snippets read `process.platform` when they render.
  release.setPlatform(input.platform);
  const contextFilenames = contextFilenamesOf(input.contextFilenames);
  const suffix = activeTopicSuffix(input);
  return {
    sectionKeys: CURRENT_SECTION_KEYS,
    standardPieces: () => {
      const options = buildCurrentPromptOptions(input, family, tools);
      return {
        base: snippets.getCoreSystemPrompt(options),
        pieces: releaseSectionPieces(snippets, options, family),
      };
    },
    substitutionContext: (registered) => ({
      // The registry lists its active MCP tools after the built-in ones.
      tools: [...registered, ...activeMcpTools(input).tools.map(mcpToolRegisteredName)],
      skills: input.skills,
      agentDirectoryContext: snippetRenderer(
        snippets,
        'renderSubAgents',
      )((input.subAgents ?? []).map(({ name, description }) => ({ name, description }))),
      renderSkills: (skills) =>
        snippetRenderer(
          snippets,
          'renderAgentSkills',
        )(skills.map(({ name, description, location }) => ({ name, description, location }))),
    }),
    // `renderFinalShell` appends this block after the base, a blank line apart.
    memoryBlock: (memory) => {
      // Set again: another render may have set another platform since this pipeline's.
      release.setPlatform(input.platform);
      return (snippetRenderer(snippets, 'renderUserMemory') as MemoryRenderer)(
        memory,
        contextFilenames,
      );
    },
    ...(suffix ? { suffix: { key: 'ACTIVE_TOPIC', text: suffix } } : {}),
    extra: { cliVersion: input.cliVersion, model },
  };
}
