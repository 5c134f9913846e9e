/**
 * The registry the prompt provider actually sees: the configured tools minus what the CLI
 * removes before building the prompt (gemini-cli packages/core/src/policy/types.ts ApprovalMode, packages/cli/src/config/config.ts).
 */
import { isPreviewModel } from '../models';
import { isReleaseVersion } from './cliVersion';
import { isPolicyReason, policyExclusion } from './current/releasePolicy';
import {
  CLI_HELP_AGENT_NAME,
  CODEBASE_INVESTIGATOR_AGENT_NAME,
  ENTER_PLAN_MODE_TOOL_NAME,
  EXIT_PLAN_MODE_TOOL_NAME,
  MEMORY_TOOL_NAME,
  toolsRemovedWhenNonInteractive,
  UPDATE_TOPIC_TOOL_NAME,
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

/** Why a release leaves out `save_memory`: no published release has that tool. */
export const RELEASE_NO_MEMORY_TOOL_REASON =
  'this CLI has no such tool: memory files are edited with the file tools';

/**
 * Why a release's registry keeps a registered tool inactive
 * (gemini-cli packages/core/src/tools/tool-registry.ts `ToolRegistry.isActiveTool`).
 */
export const NARRATION_OFF_REASON = 'inactive while topic narration is off';
export const EXIT_PLAN_OUTSIDE_PLAN_REASON = 'inactive outside plan mode';
export const ENTER_PLAN_IN_PLAN_REASON = 'inactive in plan mode';

/** Whether `reason` is the release registry's own decision (its policy or `isActiveTool`). */
export function isReleaseRegistryReason(reason: string): boolean {
  return (
    isPolicyReason(reason) ||
    reason === NARRATION_OFF_REASON ||
    reason === EXIT_PLAN_OUTSIDE_PLAN_REASON ||
    reason === ENTER_PLAN_IN_PLAN_REASON
  );
}

/** Registered tools after the CLI's adjustments, and what was removed with the reason. */
export interface EffectiveTools {
  tools: string[];
  removed: RemovedTool[];
}

/** Why a release's registry leaves built-in tool `name` inactive, or null. */
function releaseInactiveReason(
  name: string,
  input: Pick<PromptInput, 'interactive' | 'approvalMode'> &
    Partial<Pick<PromptInput, 'topicUpdateNarration'>>,
): string | null {
  if (name === UPDATE_TOPIC_TOOL_NAME && !input.topicUpdateNarration) return NARRATION_OFF_REASON;
  if (name === ENTER_PLAN_MODE_TOOL_NAME && input.approvalMode === 'plan') {
    return ENTER_PLAN_IN_PLAN_REASON;
  }
  if (name === EXIT_PLAN_MODE_TOOL_NAME && input.approvalMode !== 'plan') {
    return EXIT_PLAN_OUTSIDE_PLAN_REASON;
  }
  return policyExclusion({ name }, input);
}

/**
 * Non-interactive runs drop `ask_user` and, depending on the approval mode, the shell and
 * file-writing tools; a preview model id (as configured, e.g. `auto-gemini-3`) means the
 * CLI never registers `write_todos`. A release registers no agent tool (see
 * {@link RELEASE_UNREGISTERED_TOOLS}) and no `save_memory`, and its registry leaves out what
 * its default policy excludes for the approval mode and run (see `policyExclusion`), plus
 * `update_topic` without narration and the plan-mode tool that does not fit the mode. Order
 * of the remaining tools is preserved.
 */
export function effectiveTools(
  input: Pick<PromptInput, 'tools' | 'interactive' | 'approvalMode' | 'model' | 'cliVersion'> &
    Partial<Pick<PromptInput, 'topicUpdateNarration'>>,
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
    reasons.set(MEMORY_TOOL_NAME, RELEASE_NO_MEMORY_TOOL_REASON);
    for (const name of input.tools) {
      const reason = reasons.has(name) ? null : releaseInactiveReason(name, input);
      if (reason !== null) reasons.set(name, reason);
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
