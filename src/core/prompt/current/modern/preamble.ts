import type { ApprovalMode } from '../../types';
import type { CurrentPreambleOptions } from '../options';

const MODE_NAMES: Record<ApprovalMode, string> = {
  default: 'Default',
  plan: 'Plan',
  yolo: 'YOLO',
  autoEdit: 'Auto-Edit',
};

/**
 * Modern preamble: one line that names the approval mode in force and, interactive or not,
 * whether the agent works with the user or on its own.
 */
export function renderModernPreamble(options?: CurrentPreambleOptions): string {
  if (!options) return '';
  const mode = MODE_NAMES[options.approvalMode];
  const role = options.interactive
    ? 'an interactive CLI agent working with the user'
    : 'an autonomous CLI agent working without a user';
  return `You are Gemini CLI, ${role} on software engineering tasks, in ${mode} mode. Help safely and efficiently, following the instructions below and using your tools well.`;
}
