/**
 * The registry the prompt provider actually sees: the configured tools minus what the CLI
 * removes before building the prompt (gemini-cli packages/core/src/policy/types.ts ApprovalMode, packages/cli/src/config/config.ts).
 */
import { isPreviewModel } from '../models';
import { isReleaseVersion } from './cliVersion';
import { activeInPlanMode, PLAN_MODE_REMOVAL_REASON } from './current/planModeTools';
import {
  CLI_HELP_AGENT_NAME,
  CODEBASE_INVESTIGATOR_AGENT_NAME,
  toolsRemovedWhenNonInteractive,
  WRITE_TODOS_TOOL_NAME,
} from '../toolNames';
import type { PromptInput, RemovedTool } from './types';

/**
 * The agent tools 2026-02 registers that a release never does: a release's
 * `Config.createToolRegistry` (gemini-cli packages/core/src/config/config.ts) registers no
 * agent as a tool, its agents run through `invoke_agent` and the agent registry (the
 * sub-agents list) decides which exist.
 */
export const RELEASE_UNREGISTERED_TOOLS: readonly string[] = [
  CODEBASE_INVESTIGATOR_AGENT_NAME,
  CLI_HELP_AGENT_NAME,
];

/** Why a release leaves out one of {@link RELEASE_UNREGISTERED_TOOLS}. */
export const RELEASE_UNREGISTERED_REASON =
  'this CLI registers no such tool: its agents run through invoke_agent, and the sub-agents list decides';

/** Registered tools after the CLI's adjustments, and what was removed with the reason. */
export interface EffectiveTools {
  tools: string[];
  removed: RemovedTool[];
}

/**
 * Non-interactive runs drop `ask_user` and, depending on the approval mode, the shell and
 * file-writing tools; a preview model id (as configured, e.g. `auto-gemini-3`) means the
 * CLI never registers `write_todos`; a release in plan mode keeps only what its plan policy
 * lets through (see `activeInPlanMode`) and no agent tool (see
 * {@link RELEASE_UNREGISTERED_TOOLS}). Order of the remaining tools is preserved.
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
  if (isReleaseVersion(input.cliVersion)) {
    for (const name of RELEASE_UNREGISTERED_TOOLS) reasons.set(name, RELEASE_UNREGISTERED_REASON);
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
