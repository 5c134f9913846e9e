/**
 * The 2026-02 CLI's section guards, written once: the provider passes them to `withSection`
 * and the UI's section statuses show their reasons (gemini-cli
 * packages/core/src/prompts/promptProvider.ts getCoreSystemPrompt). The current CLI's guards
 * are in `current/guards.ts`.
 */
import type { SectionKey } from './sectionKeys';
import type { PromptInput } from './types';

/** What a 2026-02 guard reads. */
export type LegacyGuardInput = Pick<PromptInput, 'approvalMode' | 'skills' | 'isGitRepository'>;

/** Why a 2026-02 section's guard fails, or null when it passes (no guard = always null). */
export function guardReason(key: SectionKey, input: LegacyGuardInput): string | null {
  const isPlanMode = input.approvalMode === 'plan';
  switch (key) {
    case 'AGENTSKILLS':
      return input.skills.length > 0 ? null : 'no skills';
    case 'PRIMARYWORKFLOWS':
      return isPlanMode ? 'hidden in plan mode' : null;
    case 'PLANNINGWORKFLOW':
      return isPlanMode ? null : 'only in plan mode';
    case 'GIT':
      return input.isGitRepository ? null : 'not a git repository';
    default:
      return null;
  }
}

/** True when the 2026-02 section's guard passes. */
export function guardPasses(key: SectionKey, input: LegacyGuardInput): boolean {
  return guardReason(key, input) === null;
}
