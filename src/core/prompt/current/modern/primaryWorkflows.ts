import type { CurrentPrimaryWorkflowsOptions } from '../options';

/** Skeleton: replaced by the full section. */
export function renderModernPrimaryWorkflows(options?: CurrentPrimaryWorkflowsOptions): string {
  if (!options) return '';
  return '# Primary Workflows';
}
