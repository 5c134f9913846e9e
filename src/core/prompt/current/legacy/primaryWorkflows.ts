import type { CurrentPrimaryWorkflowsOptions } from '../options';

/** Skeleton: replaced by the full section. */
export function renderLegacyPrimaryWorkflows(options?: CurrentPrimaryWorkflowsOptions): string {
  if (!options) return '';
  return '# Primary Workflows';
}
