/**
 * The current CLI's section guards, written once: the provider passes them to `withSection`
 * and the UI's section statuses show their reasons (gemini-cli
 * packages/core/src/prompts/promptProvider.ts getCoreSystemPrompt).
 */
import { INVOKE_AGENT_TOOL_NAME } from '../../toolNames';
import type { SectionKey } from '../sectionKeys';
import type { PromptFamily, PromptInput } from '../types';

/** What a guard reads: the input, the family in force and the effective tool registry. */
export interface GuardContext {
  input: Pick<PromptInput, 'interactive' | 'approvalMode' | 'skills' | 'isGitRepository'>;
  family: PromptFamily;
  tools: readonly string[];
}

/** Why a section's guard fails, or null when it passes (no guard = always null). */
export function currentGuardReason(key: SectionKey, context: GuardContext): string | null {
  const { input, family, tools } = context;
  const planMode = input.approvalMode === 'plan';
  switch (key) {
    case 'AGENTCONTEXTS':
      return tools.includes(INVOKE_AGENT_TOOL_NAME)
        ? null
        : `${INVOKE_AGENT_TOOL_NAME} is not registered`;
    case 'AGENTSKILLS':
      return input.skills.length > 0 ? null : 'no skills';
    case 'PRIMARYWORKFLOWS':
      return planMode ? 'hidden in plan mode' : null;
    case 'PLANNINGWORKFLOW':
      return planMode ? null : 'only in plan mode';
    case 'INTERACTIVEYOLOMODE':
      if (input.approvalMode !== 'yolo') return 'only in YOLO approval mode';
      return input.interactive ? null : 'only in interactive mode';
    case 'GIT':
      return input.isGitRepository ? null : 'not a git repository';
    case 'FINALREMINDER':
      return family === 'legacy' ? null : 'legacy prompt only';
    default:
      return null;
  }
}

/** True when the section's guard passes. */
export function currentGuardPasses(key: SectionKey, context: GuardContext): boolean {
  return currentGuardReason(key, context) === null;
}
