import type { CurrentPlanningWorkflowOptions } from '../options';

/** Skeleton: replaced by the full section. */
export function renderLegacyPlanningWorkflow(options?: CurrentPlanningWorkflowOptions): string {
  if (!options) return '';
  return '# Active Approval Mode: Plan';
}
