import type { CurrentPlanningWorkflowOptions } from '../options';

/** Skeleton: replaced by the full section. */
export function renderModernPlanningWorkflow(options?: CurrentPlanningWorkflowOptions): string {
  if (!options) return '';
  return '# Active Approval Mode: Plan';
}
