/**
 * The tools a release's registry keeps active in plan mode, the list its promptProvider.js
 * passes as `planModeToolsList` (gemini-cli packages/core/src/tools/tool-registry.ts
 * `getActiveTools`, which drops what `PolicyEngine.getExcludedTools` excludes, under the
 * rules of packages/core/src/policy/policies/plan.toml and read-only.toml).
 *
 * Plan mode denies every tool (`*`, priority 40) unless a higher rule lets it through. A rule
 * that allows a tool for some arguments only keeps it registered (`write_file` and `replace`
 * for plan files, `invoke_agent` for some agents): exclusion is decided before the arguments
 * are known. `enter_plan_mode` is denied outright in plan mode.
 */
import {
  ACTIVATE_SKILL_TOOL_NAME,
  ASK_USER_TOOL_NAME,
  CLI_HELP_AGENT_NAME,
  CODEBASE_INVESTIGATOR_AGENT_NAME,
  EDIT_TOOL_NAME,
  EXIT_PLAN_MODE_TOOL_NAME,
  GET_INTERNAL_DOCS_TOOL_NAME,
  GLOB_TOOL_NAME,
  GREP_TOOL_NAME,
  INVOKE_AGENT_TOOL_NAME,
  LS_TOOL_NAME,
  READ_FILE_TOOL_NAME,
  WEB_FETCH_TOOL_NAME,
  WEB_SEARCH_TOOL_NAME,
  WRITE_FILE_TOOL_NAME,
} from '../../toolNames';

/** read-only.toml's allow list (priority 50, every mode). */
const READ_ONLY_TOOLS: readonly string[] = [
  GLOB_TOOL_NAME,
  GREP_TOOL_NAME,
  LS_TOOL_NAME,
  READ_FILE_TOOL_NAME,
  WEB_SEARCH_TOOL_NAME,
  CODEBASE_INVESTIGATOR_AGENT_NAME,
  CLI_HELP_AGENT_NAME,
  GET_INTERNAL_DOCS_TOOL_NAME,
  'tracker_create_task',
  'tracker_update_task',
  'tracker_get_task',
  'tracker_list_tasks',
  'tracker_add_dependency',
  'tracker_visualize',
  'update_topic',
  'complete_task',
  'read_mcp_resource',
  'list_mcp_resources',
];

/** Allowed in plan mode for some arguments only, so never excluded up front. */
const ALLOWED_FOR_SOME_ARGUMENTS: readonly string[] = [
  WRITE_FILE_TOOL_NAME,
  EDIT_TOOL_NAME,
  INVOKE_AGENT_TOOL_NAME,
  EXIT_PLAN_MODE_TOOL_NAME,
];

/** Asked about in interactive plan mode (priority 50); denied by the wildcard otherwise. */
const ASKED_WHEN_INTERACTIVE: readonly string[] = [
  ASK_USER_TOOL_NAME,
  WEB_FETCH_TOOL_NAME,
  ACTIVATE_SKILL_TOOL_NAME,
];

/** Whether a release's plan-mode policy keeps `name` registered. */
export function activeInPlanMode(name: string, interactive: boolean): boolean {
  return (
    READ_ONLY_TOOLS.includes(name) ||
    ALLOWED_FOR_SOME_ARGUMENTS.includes(name) ||
    (interactive && ASKED_WHEN_INTERACTIVE.includes(name))
  );
}

/** Why a release drops `name` in plan mode (shown beside the tool). */
export const PLAN_MODE_REMOVAL_REASON = 'not registered in plan mode (the plan policy denies it)';
