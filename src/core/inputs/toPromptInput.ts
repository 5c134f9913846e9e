/** From the playground state to the prompt pipeline's input. */
import { isReleaseVersion } from '../prompt/cliVersion';
import type { PromptInput } from '../prompt/types';
import type { PlaygroundGeminiSettings, PlaygroundState } from '../state/playgroundState';
import { resolveCurrentMemory } from './currentMemory';
import { playgroundMemoryOf } from './playgroundMemory';

/** `''` means absent for the optional paths and the topic. */
const optional = (value: string): string | undefined => (value === '' ? undefined : value);

/** The current CLI's (v0.61) fields of {@link PromptInput}, from their editable form. */
function currentFields(gemini: PlaygroundGeminiSettings): Partial<PromptInput> {
  return {
    hasPreviewAccess: gemini.hasPreviewAccess,
    gemini31Launched: gemini.gemini31Launched,
    gemini35FlashGA: gemini.gemini35FlashGA,
    subAgents: gemini.subAgents.map((agent) => ({ ...agent })),
    mcpTools: gemini.mcpTools.map((tool) => ({ ...tool })),
    ...(gemini.taskTrackerEnabled ? { taskTracker: gemini.taskTrackerDir } : {}),
    topicUpdateNarration: gemini.topicUpdateNarration,
    activeTopic: optional(gemini.activeTopic),
    toolSandboxing: gemini.toolSandboxing,
    interactiveShell: gemini.interactiveShell,
    contextFilenames: [...gemini.contextFilenames],
    approvedPlanPath: optional(gemini.approvedPlanPath),
    globalMemoryPath: optional(gemini.globalMemoryPath),
    userProjectMemoryPath: optional(gemini.userProjectMemoryPath),
  };
}

/**
 * The Gemini settings plus the shared workspace files, as one {@link PromptInput}. 2026-02:
 * the user memory follows `gemini.memorySource` (typed, or discovered GEMINI.md files) and
 * the current CLI's settings are left out. v0.61: those settings are added and the memory is
 * the Tier-1 part (`resolveCurrentMemory`).
 */
export function toPromptInput(
  state: Pick<PlaygroundState, 'gemini' | 'workspace' | 'environment'>,
): PromptInput {
  const { gemini, workspace } = state;
  // Everything not named here is a field both versions read, passed on as it is.
  const {
    memorySource: _source,
    memoryForm: _form,
    memoryParts: _parts,
    taskTrackerEnabled: _tracker,
    taskTrackerDir: _trackerDir,
    hasPreviewAccess: _preview,
    gemini31Launched: _g31,
    gemini35FlashGA: _g35,
    subAgents: _agents,
    mcpTools: _mcpTools,
    topicUpdateNarration: _narration,
    activeTopic: _topic,
    toolSandboxing: _toolSandboxing,
    interactiveShell: _shell,
    contextFilenames: _names,
    approvedPlanPath: _plan,
    globalMemoryPath: _globalPath,
    userProjectMemoryPath: _projectPath,
    ...shared
  } = gemini;
  const base: PromptInput = {
    ...shared,
    tools: [...gemini.tools],
    skills: gemini.skills.map((skill) => ({ ...skill })),
    env: { ...gemini.env },
    files: { ...workspace.files },
  };
  if (!isReleaseVersion(gemini.cliVersion)) {
    return { ...base, userMemory: playgroundMemoryOf(state).systemMemory };
  }
  const { systemMemory } = resolveCurrentMemory(gemini, workspace.files, state.environment);
  return { ...base, ...currentFields(gemini), userMemory: systemMemory };
}
