/**
 * The current CLI's composition (gemini-cli packages/core/src/prompts/snippets.ts and
 * snippets.legacy.ts getCoreSystemPrompt): each family's sections in its order, every slot a
 * blank line apart (the legacy family joins sub-agents and skills by a single `\n`), trimmed.
 */
import { renderAgentSkills } from '../sections/agentSkills';
import { renderFinalReminder } from '../sections/finalReminder';
import { renderCurrentGitRepo } from './gitRepo';
import { renderHookContext } from '../sections/hookContext';
import { renderPreamble } from '../sections/preamble';
import { renderSandbox } from '../sections/sandbox';
import { CURRENT_SECTION_KEYS, type SectionKey } from '../sectionKeys';
import type { AgentSkill, PromptFamily } from '../types';
import { requireLegacyWording, type LegacyWording } from '../legacyWording';
import { renderModernCoreMandates } from './modern/coreMandates';
import { renderModernOperationalGuidelines } from './modern/operationalGuidelines';
import { renderModernPlanningWorkflow } from './modern/planningWorkflow';
import { renderModernPreamble } from './modern/preamble';
import { renderModernPrimaryWorkflows } from './modern/primaryWorkflows';
import { renderModernSandbox } from './modern/sandbox';
import type { CurrentSystemPromptOptions } from './options';
import { renderSubAgents } from './subAgents';
import { renderTaskTracker } from './taskTracker';
import { renderInteractiveYoloMode } from './yoloMode';

/** Every current section's raw text, plus the untoggleable task tracker. */
export type CurrentSectionTexts = Record<SectionKey | 'TASKTRACKER', string>;

/** `${AgentSkills}` of a family: modern trims the block, legacy keeps the leading `\n`. */
export function renderFamilyAgentSkills(family: PromptFamily, skills?: AgentSkill[]): string {
  const text = renderAgentSkills(skills);
  return family === 'modern' ? text.trim() : text;
}

/**
 * Each section's raw text for a family. The planning workflow takes the workflow slot when
 * set. Sections a family does not have (legacy has no tool-sandboxing block, modern no final
 * reminder and no sandbox text outside a sandbox) render `''`. The legacy family's own
 * sections come from `legacy` (a `LegacyWordingMissingError` without it).
 */
export function renderCurrentSectionTexts(
  options: CurrentSystemPromptOptions,
  family: PromptFamily,
  legacy: LegacyWording | null,
): CurrentSectionTexts {
  const planning = options.planningWorkflow;
  const modern = family === 'modern';
  const primary = options.primaryWorkflows;
  const old = modern ? null : requireLegacyWording(legacy, 'the legacy prompt family').legacyFamily;
  return {
    PREAMBLE: modern ? renderModernPreamble(options.preamble) : renderPreamble(options.preamble),
    COREMANDATES: old
      ? old.coreMandates(options.coreMandates)
      : renderModernCoreMandates(options.coreMandates),
    AGENTCONTEXTS: renderSubAgents(family, options.subAgents),
    AGENTSKILLS: renderFamilyAgentSkills(family, options.agentSkills),
    HOOKCONTEXT: renderHookContext(options.hookContext),
    PRIMARYWORKFLOWS: planning
      ? ''
      : old
        ? old.primaryWorkflows(primary)
        : renderModernPrimaryWorkflows(primary),
    PLANNINGWORKFLOW: old ? old.planningWorkflow(planning) : renderModernPlanningWorkflow(planning),
    TASKTRACKER: renderTaskTracker(options.taskTracker),
    OPERATIONALGUIDELINES: old
      ? old.operationalGuidelines(options.operationalGuidelines)
      : renderModernOperationalGuidelines(options.operationalGuidelines),
    INTERACTIVEYOLOMODE: renderInteractiveYoloMode(options.interactiveYoloMode),
    SANDBOX: modern ? renderModernSandbox(options.sandbox) : renderSandbox(options.sandbox?.mode),
    GIT: renderCurrentGitRepo(options.gitRepo),
    FINALREMINDER: modern ? '' : renderFinalReminder(options.finalReminder),
  };
}

/** The order pieces appear in, for spans: the family's slots with the tracker after the workflow. */
export const CURRENT_PIECE_ORDER: readonly (SectionKey | 'TASKTRACKER')[] =
  CURRENT_SECTION_KEYS.flatMap((key) =>
    key === 'PLANNINGWORKFLOW' ? [key, 'TASKTRACKER' as const] : [key],
  );

/** The family's base prompt (before memory and sanitising). */
export function getCurrentCoreSystemPrompt(
  options: CurrentSystemPromptOptions,
  family: PromptFamily,
  legacy: LegacyWording | null,
): string {
  const s = renderCurrentSectionTexts(options, family, legacy);
  const workflow = options.planningWorkflow ? s.PLANNINGWORKFLOW : s.PRIMARYWORKFLOWS;
  const agents =
    family === 'modern'
      ? [s.AGENTCONTEXTS, s.AGENTSKILLS]
      : [`${s.AGENTCONTEXTS}\n${s.AGENTSKILLS}`];
  const tail = family === 'modern' ? [] : [s.FINALREMINDER];
  return [
    s.PREAMBLE,
    s.COREMANDATES,
    ...agents,
    s.HOOKCONTEXT,
    workflow,
    s.TASKTRACKER,
    s.OPERATIONALGUIDELINES,
    s.INTERACTIVEYOLOMODE,
    s.SANDBOX,
    s.GIT,
    ...tail,
  ]
    .join('\n\n')
    .trim();
}
