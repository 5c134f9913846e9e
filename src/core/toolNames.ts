/** Tool names registered by the Gemini CLI (gemini-cli packages/core/src/tools/tool-names.ts). */
import type { ApprovalMode } from './prompt/types';

export const GLOB_TOOL_NAME = 'glob';
export const WRITE_TODOS_TOOL_NAME = 'write_todos';
export const WRITE_FILE_TOOL_NAME = 'write_file';
export const WEB_SEARCH_TOOL_NAME = 'google_web_search';
export const WEB_FETCH_TOOL_NAME = 'web_fetch';
export const EDIT_TOOL_NAME = 'replace';
export const SHELL_TOOL_NAME = 'run_shell_command';
export const GREP_TOOL_NAME = 'grep_search';
export const READ_MANY_FILES_TOOL_NAME = 'read_many_files';
export const READ_FILE_TOOL_NAME = 'read_file';
export const LS_TOOL_NAME = 'list_directory';
export const MEMORY_TOOL_NAME = 'save_memory';
export const GET_INTERNAL_DOCS_TOOL_NAME = 'get_internal_docs';
export const ACTIVATE_SKILL_TOOL_NAME = 'activate_skill';
export const ASK_USER_TOOL_NAME = 'ask_user';
export const EXIT_PLAN_MODE_TOOL_NAME = 'exit_plan_mode';
export const ENTER_PLAN_MODE_TOOL_NAME = 'enter_plan_mode';
export const CODEBASE_INVESTIGATOR_AGENT_NAME = 'codebase_investigator';
export const CLI_HELP_AGENT_NAME = 'cli_help';
/** A release's topic-narration tool (registered, active only while narration is on). */
export const UPDATE_TOPIC_TOOL_NAME = 'update_topic';

/** Plan-mode tools, in the order the planning workflow lists them. */
export const PLAN_MODE_TOOLS: readonly string[] = [
  GLOB_TOOL_NAME,
  GREP_TOOL_NAME,
  READ_FILE_TOOL_NAME,
  LS_TOOL_NAME,
  WEB_SEARCH_TOOL_NAME,
  ASK_USER_TOOL_NAME,
  EXIT_PLAN_MODE_TOOL_NAME,
];

/** The built-in tools (and agents registered as tools), in a stable display order. */
export const BUILTIN_TOOL_NAMES: readonly string[] = [
  LS_TOOL_NAME,
  READ_FILE_TOOL_NAME,
  WRITE_FILE_TOOL_NAME,
  EDIT_TOOL_NAME,
  GLOB_TOOL_NAME,
  GREP_TOOL_NAME,
  READ_MANY_FILES_TOOL_NAME,
  SHELL_TOOL_NAME,
  WEB_FETCH_TOOL_NAME,
  WEB_SEARCH_TOOL_NAME,
  MEMORY_TOOL_NAME,
  WRITE_TODOS_TOOL_NAME,
  GET_INTERNAL_DOCS_TOOL_NAME,
  ACTIVATE_SKILL_TOOL_NAME,
  ASK_USER_TOOL_NAME,
  ENTER_PLAN_MODE_TOOL_NAME,
  EXIT_PLAN_MODE_TOOL_NAME,
  CODEBASE_INVESTIGATOR_AGENT_NAME,
  CLI_HELP_AGENT_NAME,
];

/**
 * Tools the CLI removes from the registry in non-interactive mode, per approval mode
 * (gemini-cli packages/core/src/policy/types.ts ApprovalMode, packages/cli/src/config/config.ts).
 */
export function toolsRemovedWhenNonInteractive(approvalMode: ApprovalMode): string[] {
  switch (approvalMode) {
    case 'default':
    case 'plan':
      return [
        ASK_USER_TOOL_NAME,
        SHELL_TOOL_NAME,
        EDIT_TOOL_NAME,
        WRITE_FILE_TOOL_NAME,
        WEB_FETCH_TOOL_NAME,
      ];
    case 'autoEdit':
      return [ASK_USER_TOOL_NAME, SHELL_TOOL_NAME];
    case 'yolo':
      return [ASK_USER_TOOL_NAME];
  }
}

/** The current CLI's (v0.61) tool that runs a sub-agent (`AGENT_TOOL_NAME`). */
export const INVOKE_AGENT_TOOL_NAME = 'invoke_agent';

/**
 * Tools a default interactive current CLI (v0.61) registers: the built-ins without
 * `save_memory` (memory is edited with the file tools), without the agents (they run through
 * `invoke_agent`) and with the plan-mode tools.
 */
export const CURRENT_BUILTIN_TOOL_NAMES: readonly string[] = [
  ...BUILTIN_TOOL_NAMES.filter(
    (name) =>
      name !== MEMORY_TOOL_NAME &&
      name !== CODEBASE_INVESTIGATOR_AGENT_NAME &&
      name !== CLI_HELP_AGENT_NAME,
  ),
  INVOKE_AGENT_TOOL_NAME,
];
