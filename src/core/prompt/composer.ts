/** The composition step (gemini-cli packages/core/src/prompts/promptProvider.ts getCoreSystemPrompt): join the sections, append memory, sanitise. */
import type { SystemPromptOptions } from './options';
import type { SECTION_KEYS } from './sectionKeys';
import { renderAgentContexts } from './sections/agentContexts';
import { renderAgentSkills } from './sections/agentSkills';
import { renderCoreMandates } from './sections/coreMandates';
import { renderFinalReminder } from './sections/finalReminder';
import { renderGitRepo } from './sections/gitRepo';
import { renderHookContext } from './sections/hookContext';
import { renderOperationalGuidelines } from './sections/operationalGuidelines';
import { renderPlanningWorkflow } from './sections/planningWorkflow';
import { renderPreamble } from './sections/preamble';
import { renderPrimaryWorkflows } from './sections/primaryWorkflows';
import { renderSandbox } from './sections/sandbox';
import { renderUserMemory } from './sections/userMemory';
import { joinFinalShell } from './finalShell';

export { joinFinalShell, sanitizePromptNewlines } from './finalShell';

/**
 * Each section's raw rendered text. The planning workflow takes the workflow slot when set,
 * so the primary workflows then render `''` whatever their options say.
 */
export function renderSectionTexts(
  options: SystemPromptOptions,
): Record<(typeof SECTION_KEYS)[number], string> {
  const planning = options.planningWorkflow;
  return {
    PREAMBLE: renderPreamble(options.preamble),
    COREMANDATES: renderCoreMandates(options.coreMandates),
    AGENTCONTEXTS: renderAgentContexts(options.agentContexts),
    AGENTSKILLS: renderAgentSkills(options.agentSkills),
    HOOKCONTEXT: renderHookContext(options.hookContext),
    PRIMARYWORKFLOWS: planning ? '' : renderPrimaryWorkflows(options.primaryWorkflows),
    PLANNINGWORKFLOW: renderPlanningWorkflow(planning),
    OPERATIONALGUIDELINES: renderOperationalGuidelines(options.operationalGuidelines),
    SANDBOX: renderSandbox(options.sandbox),
    GIT: renderGitRepo(options.gitRepo),
    FINALREMINDER: renderFinalReminder(options.finalReminder),
  };
}

/**
 * The base prompt: sections separated by a blank line, except agent contexts and agent
 * skills, which are joined by a single `\n` (skills start with their own `\n`); trimmed.
 */
export function getCoreSystemPrompt(options: SystemPromptOptions): string {
  const s = renderSectionTexts(options);
  const workflow = options.planningWorkflow ? s.PLANNINGWORKFLOW : s.PRIMARYWORKFLOWS;
  return `
${s.PREAMBLE}

${s.COREMANDATES}

${s.AGENTCONTEXTS}
${s.AGENTSKILLS}

${s.HOOKCONTEXT}

${workflow}

${s.OPERATIONALGUIDELINES}

${s.SANDBOX}

${s.GIT}

${s.FINALREMINDER}
`.trim();
}

/** Base prompt (trimmed), a blank line, then the memory block; the whole thing trimmed. */
export function renderFinalShell(basePrompt: string, userMemory?: string): string {
  return joinFinalShell(basePrompt, renderUserMemory(userMemory));
}
