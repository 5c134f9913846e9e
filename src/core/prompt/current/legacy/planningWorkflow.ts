import { renderPlanningWorkflow } from '../../sections/planningWorkflow';
import type { CurrentPlanningWorkflowOptions } from '../options';

const CONSTRAINTS = '\n## Constraints';

/**
 * Legacy `# Active Approval Mode: Plan`: the 2026-02 phases section, fed the current CLI's
 * `<tool>` lines for every registered tool (the legacy template has no XML wrapper), with
 * `## Approved Plan` before `## Constraints` when a plan was approved.
 */
export function renderLegacyPlanningWorkflow(options?: CurrentPlanningWorkflowOptions): string {
  if (!options) return '';
  const text = renderPlanningWorkflow({
    planModeToolsList: options.planModeToolsList,
    plansDir: options.plansDir,
  });
  if (!options.approvedPlanPath) return text;
  const approved = `\n## Approved Plan\nA plan has already been approved: \`${options.approvedPlanPath}\`. Update that file for the changes now requested instead of writing a new plan.\n`;
  const at = text.indexOf(CONSTRAINTS);
  return at < 0 ? `${text}\n${approved}` : `${text.slice(0, at)}${approved}${text.slice(at)}`;
}
