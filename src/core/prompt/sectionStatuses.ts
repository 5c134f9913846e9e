/** Why each section is or is not in the prompt, for the UI beside each toggle. */
import { resolveCustomTemplate } from './customTemplate';
import { SECTION_KEYS, sectionEnvVar, type SectionKey } from './sectionKeys';
import { isSectionEnabled } from './sectionToggles';
import type { PromptInput } from './types';

/** A section's state: in the prompt, switched off, blocked by a guard, empty or ignored. */
export interface SectionStatus {
  state: 'rendered' | 'disabled' | 'guarded' | 'empty' | 'ignored';
  reason?: string;
}

/** The guard reason for a section, or null when its guard passes (the CLI's `guard` argument). */
function guardReason(key: SectionKey, input: PromptInput): string | null {
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

/**
 * Per section: `ignored` in custom-template mode, `guarded` when its guard fails (checked
 * first, as the CLI evaluates `guard && enabled`), `disabled` by its env toggle, `empty`
 * when it renders nothing (blank sub-agent text), otherwise `rendered`.
 */
export function sectionStatuses(input: PromptInput): Record<SectionKey, SectionStatus> {
  const custom = resolveCustomTemplate(input).kind === 'custom';
  const entries = SECTION_KEYS.map((key): [SectionKey, SectionStatus] => {
    if (custom) return [key, { state: 'ignored', reason: 'ignored: custom system.md in use' }];
    const guard = guardReason(key, input);
    if (guard !== null) return [key, { state: 'guarded', reason: guard }];
    if (!isSectionEnabled(key, input.env)) {
      const envVar = sectionEnvVar(key);
      return [key, { state: 'disabled', reason: `disabled by ${envVar}=${input.env[envVar]}` }];
    }
    if (key === 'AGENTCONTEXTS' && input.agentDirectoryContext.trim() === '') {
      return [key, { state: 'empty', reason: 'no sub-agent text' }];
    }
    return [key, { state: 'rendered' }];
  });
  return Object.fromEntries(entries) as Record<SectionKey, SectionStatus>;
}
