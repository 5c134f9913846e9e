/**
 * The registry the prompt provider actually sees: the configured tools minus what the CLI
 * removes before building the prompt (gemini-cli packages/core/src/policy/types.ts ApprovalMode, packages/cli/src/config/config.ts).
 */
import { isPreviewModel } from '../models';
import { isReleaseVersion } from './cliVersion';
import { activeInPlanMode, PLAN_MODE_REMOVAL_REASON } from './current/planModeTools';
import { toolsRemovedWhenNonInteractive, WRITE_TODOS_TOOL_NAME } from '../toolNames';
import type { PromptInput, RemovedTool } from './types';

/** Registered tools after the CLI's adjustments, and what was removed with the reason. */
export interface EffectiveTools {
  tools: string[];
  removed: RemovedTool[];
}

/**
 * Non-interactive runs drop `ask_user` and, depending on the approval mode, the shell and
 * file-writing tools; a preview model id (as configured, e.g. `auto-gemini-3`) means the
 * CLI never registers `write_todos`; a release in plan mode keeps only what its plan policy
 * lets through (see `activeInPlanMode`). Order of the remaining tools is preserved.
 */
export function effectiveTools(
  input: Pick<PromptInput, 'tools' | 'interactive' | 'approvalMode' | 'model' | 'cliVersion'>,
): EffectiveTools {
  const reasons = new Map<string, string>();
  if (!input.interactive) {
    for (const name of toolsRemovedWhenNonInteractive(input.approvalMode)) {
      reasons.set(name, `removed in non-interactive mode (approval mode ${input.approvalMode})`);
    }
  }
  if (isPreviewModel(input.model) && !reasons.has(WRITE_TODOS_TOOL_NAME)) {
    reasons.set(WRITE_TODOS_TOOL_NAME, `not registered for preview model ${input.model}`);
  }
  if (input.approvalMode === 'plan' && isReleaseVersion(input.cliVersion)) {
    for (const name of input.tools) {
      if (!reasons.has(name) && !activeInPlanMode(name, input.interactive)) {
        reasons.set(name, PLAN_MODE_REMOVAL_REASON);
      }
    }
  }
  const tools: string[] = [];
  const removed: RemovedTool[] = [];
  for (const name of input.tools) {
    const reason = reasons.get(name);
    if (reason === undefined) tools.push(name);
    else removed.push({ name, reason });
  }
  return { tools, removed };
}
