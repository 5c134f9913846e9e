/**
 * The provider step (the CLI's PromptProvider): gathers flags from the input and builds the
 * per-section options, each behind `withSection` (guard && toggle enabled).
 */
import { isGemini3 } from '../models';
import {
  CODEBASE_INVESTIGATOR_AGENT_NAME,
  PLAN_MODE_TOOLS,
  READ_FILE_TOOL_NAME,
  WRITE_TODOS_TOOL_NAME,
} from '../toolNames';
import { effectiveTools } from './effectiveTools';
import type { SandboxMode, SystemPromptOptions } from './options';
import type { SectionKey } from './sectionKeys';
import { isSectionEnabled, type PromptEnv } from './sectionToggles';
import type { PromptInput } from './types';

/**
 * `guard && isSectionEnabled(key) ? factory() : undefined`; the factory is not called
 * when the section is off.
 */
export function withSection<T>(
  key: SectionKey,
  env: PromptEnv,
  factory: () => T,
  guard = true,
): T | undefined {
  return guard && isSectionEnabled(key, env) ? factory() : undefined;
}

/** SANDBOX: `sandbox-exec` → seatbelt, any other non-empty value → generic, unset/'' → outside. */
export function sandboxModeFromEnv(value: string | undefined): SandboxMode {
  if (value === 'sandbox-exec') return 'macos-seatbelt';
  return value ? 'generic' : 'outside';
}

/** The plan-mode tool list: PLAN_MODE_TOOLS present in `tools`, in PLAN_MODE_TOOLS order. */
export function formatPlanModeToolsList(tools: readonly string[]): string {
  return PLAN_MODE_TOOLS.filter((name) => tools.includes(name))
    .map((name) => `- \`${name}\``)
    .join('\n');
}

/** Builds the standard-mode section options from a configuration (custom mode is separate). */
export function buildSystemPromptOptions(input: PromptInput): SystemPromptOptions {
  const { env, interactive } = input;
  const tools = effectiveTools(input).tools;
  const isPlanMode = input.approvalMode === 'plan';
  const gemini3 = isGemini3(input.model, input.previewFeatures);
  return {
    preamble: withSection('PREAMBLE', env, () => ({ interactive })),
    coreMandates: withSection('COREMANDATES', env, () => ({
      interactive,
      isGemini3: gemini3,
      hasSkills: input.skills.length > 0,
    })),
    agentContexts: withSection('AGENTCONTEXTS', env, () => input.agentDirectoryContext),
    agentSkills: withSection('AGENTSKILLS', env, () => input.skills, input.skills.length > 0),
    hookContext: isSectionEnabled('HOOKCONTEXT', env) || undefined,
    primaryWorkflows: withSection(
      'PRIMARYWORKFLOWS',
      env,
      () => ({
        interactive,
        enableCodebaseInvestigator: tools.includes(CODEBASE_INVESTIGATOR_AGENT_NAME),
        enableWriteTodosTool: tools.includes(WRITE_TODOS_TOOL_NAME),
      }),
      !isPlanMode,
    ),
    planningWorkflow: withSection(
      'PLANNINGWORKFLOW',
      env,
      () => ({ planModeToolsList: formatPlanModeToolsList(tools), plansDir: input.plansDir }),
      isPlanMode,
    ),
    operationalGuidelines: withSection('OPERATIONALGUIDELINES', env, () => ({
      interactive,
      isGemini3: gemini3,
      enableShellEfficiency: input.enableShellOutputEfficiency,
      platform: input.platform,
    })),
    sandbox: withSection('SANDBOX', env, () => sandboxModeFromEnv(env['SANDBOX'])),
    gitRepo: withSection('GIT', env, () => ({ interactive }), input.isGitRepository),
    finalReminder: withSection('FINALREMINDER', env, () => ({
      readFileToolName: READ_FILE_TOOL_NAME,
    })),
  };
}
