/** Why each section is or is not in the prompt, for the UI beside each toggle. */
import { isReleaseVersion } from './cliVersion';
import { currentGuardReason } from './current/guards';
import { modelResolutionOf } from './release/family';
import { resolveCustomTemplate } from './customTemplate';
import { effectiveTools } from './effectiveTools';
import { guardReason } from './guards';
import { sectionEnvVar, sectionKeysFor, type SectionKey } from './sectionKeys';
import { isSectionEnabled } from './sectionToggles';
import type { PromptInput } from './types';

/** A section's state: in the prompt, switched off, blocked by a guard, empty or ignored. */
export interface SectionStatus {
  state: 'rendered' | 'disabled' | 'guarded' | 'empty' | 'ignored';
  reason?: string;
}

/** Why a v0.61 section renders nothing although its guard passes and its toggle is on. */
function currentEmptyReason(key: SectionKey, input: PromptInput): string | null {
  if (key === 'AGENTCONTEXTS' && (input.subAgents ?? []).length === 0) return 'no sub-agents';
  if (key === 'SANDBOX' && !input.env['SANDBOX']) {
    return modelResolutionOf(input).family === 'modern' ? 'outside a sandbox: nothing' : null;
  }
  return null;
}

/** The guard and empty-section rules of the input's CLI version. */
function versionRules(input: PromptInput): {
  guard: (key: SectionKey) => string | null;
  empty: (key: SectionKey) => string | null;
} {
  if (!isReleaseVersion(input.cliVersion)) {
    return {
      guard: (key) => guardReason(key, input),
      empty: (key) =>
        key === 'AGENTCONTEXTS' && input.agentDirectoryContext.trim() === ''
          ? 'no sub-agent text'
          : null,
    };
  }
  const context = {
    input,
    family: modelResolutionOf(input).family,
    tools: effectiveTools(input).tools,
  };
  return {
    guard: (key) => currentGuardReason(key, context),
    empty: (key) => currentEmptyReason(key, input),
  };
}

/**
 * Per section of the input's CLI version (`sectionKeysFor`): `ignored` in custom-template
 * mode, `guarded` when its guard fails (checked first, as the CLI evaluates
 * `guard && enabled`), `disabled` by its env toggle, `empty` when it renders nothing (no
 * sub-agents; v0.61's modern sandbox outside a sandbox), otherwise `rendered`.
 */
export function sectionStatuses(input: PromptInput): Partial<Record<SectionKey, SectionStatus>> {
  const custom = resolveCustomTemplate(input).kind === 'custom';
  const rules = versionRules(input);
  const entries = sectionKeysFor(input.cliVersion).map((key): [SectionKey, SectionStatus] => {
    if (custom) return [key, { state: 'ignored', reason: 'ignored: custom system.md in use' }];
    const guard = rules.guard(key);
    if (guard !== null) return [key, { state: 'guarded', reason: guard }];
    if (!isSectionEnabled(key, input.env)) {
      const envVar = sectionEnvVar(key);
      return [key, { state: 'disabled', reason: `disabled by ${envVar}=${input.env[envVar]}` }];
    }
    const empty = rules.empty(key);
    if (empty !== null) return [key, { state: 'empty', reason: empty }];
    return [key, { state: 'rendered' }];
  });
  return Object.fromEntries(entries) as Partial<Record<SectionKey, SectionStatus>>;
}
