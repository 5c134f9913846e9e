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
import { guardPasses } from './guards';
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

/** The SANDBOX value the CLI sets for macOS Seatbelt (gemini-cli packages/cli/src/utils/sandbox.ts). */
export const SEATBELT_SANDBOX_VALUE = 'sandbox-exec';

/** SANDBOX: `sandbox-exec` → seatbelt, any other non-empty value → generic, unset/'' → outside. */
export function sandboxModeFromEnv(value: string | undefined): SandboxMode {
  if (value === SEATBELT_SANDBOX_VALUE) return 'macos-seatbelt';
  return value ? 'generic' : 'outside';
}

/** The plan-mode tool list: PLAN_MODE_TOOLS present in `tools`, in PLAN_MODE_TOOLS order. */
export function formatPlanModeToolsList(tools: readonly string[]): string {
  return PLAN_MODE_TOOLS.filter((name) => tools.includes(name))
    .map((name) => `- \`${name}\``)
    .join('\n');
}

/**
 * Builds the standard-mode section options from a configuration (custom mode is separate).
 * Every section goes through `section`, so its guard is always {@link guardPasses}: the same
 * rule the UI's section statuses read.
 */
export function buildSystemPromptOptions(input: PromptInput): SystemPromptOptions {
  const { env, interactive } = input;
  const tools = effectiveTools(input).tools;
  const gemini3 = isGemini3(input.model, input.previewFeatures);
  const section = <T>(key: SectionKey, factory: () => T): T | undefined =>
    withSection(key, env, factory, guardPasses(key, input));
  return {
    preamble: section('PREAMBLE', () => ({ interactive })),
    coreMandates: section('COREMANDATES', () => ({
      interactive,
      isGemini3: gemini3,
      hasSkills: input.skills.length > 0,
    })),
    agentContexts: section('AGENTCONTEXTS', () => input.agentDirectoryContext),
    agentSkills: section('AGENTSKILLS', () => input.skills),
    hookContext: isSectionEnabled('HOOKCONTEXT', env) || undefined,
    primaryWorkflows: section('PRIMARYWORKFLOWS', () => ({
      interactive,
      enableCodebaseInvestigator: tools.includes(CODEBASE_INVESTIGATOR_AGENT_NAME),
      enableWriteTodosTool: tools.includes(WRITE_TODOS_TOOL_NAME),
    })),
    planningWorkflow: section('PLANNINGWORKFLOW', () => ({
      planModeToolsList: formatPlanModeToolsList(tools),
      plansDir: input.plansDir,
    })),
    operationalGuidelines: section('OPERATIONALGUIDELINES', () => ({
      interactive,
      isGemini3: gemini3,
      enableShellEfficiency: input.enableShellOutputEfficiency,
      platform: input.platform,
    })),
    sandbox: section('SANDBOX', () => sandboxModeFromEnv(env['SANDBOX'])),
    gitRepo: section('GIT', () => ({ interactive })),
    finalReminder: section('FINALREMINDER', () => ({ readFileToolName: READ_FILE_TOOL_NAME })),
  };
}
