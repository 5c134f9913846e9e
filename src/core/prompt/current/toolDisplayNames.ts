/**
 * The display names a release's tool classes give their tools (each class's constructor in
 * gemini-cli packages/core/src/tools/*.ts, e.g. `READ_FILE_DISPLAY_NAME` in tool-names.ts).
 * The registry's `getAllTools` sorts by them (`displayName.localeCompare`), and that order is
 * the plan-mode tool list's. The same names in every supported release (0.44.1 to 0.61.0).
 */
const DISPLAY_NAMES: Readonly<Record<string, string>> = {
  list_directory: 'ReadFolder',
  read_file: 'ReadFile',
  write_file: 'WriteFile',
  replace: 'Edit',
  glob: 'FindFiles',
  grep_search: 'SearchText',
  read_many_files: 'ReadManyFiles',
  run_shell_command: 'Shell',
  web_fetch: 'WebFetch',
  google_web_search: 'GoogleSearch',
  write_todos: 'WriteTodos',
  get_internal_docs: 'GetInternalDocs',
  activate_skill: 'Activate Skill',
  ask_user: 'Ask User',
  enter_plan_mode: 'Enter Plan Mode',
  exit_plan_mode: 'Exit Plan Mode',
  invoke_agent: 'Invoke Subagent',
  update_topic: 'Update Topic Context',
  complete_task: 'Complete Task',
};

/** A built-in tool's display name (its own name when the table has none). */
export function builtInToolDisplayName(name: string): string {
  return DISPLAY_NAMES[name] ?? name;
}
