import type { ProviderPermissionMode } from './types';

/**
 * The instruction each permission mode puts in the prompt, in our own words.
 */
export const PROVIDER_PERMISSION_INSTRUCTIONS: Record<ProviderPermissionMode, string> = {
  auto: 'Run tools as soon as you need them. Do not ask for confirmation first.',
  interactive:
    'Make the tool call (tool_use), then stop: continue only once its tool_result has arrived.',
  deny: 'Do not run any tool. When a tool would help, describe what you would do with it instead.',
};

/**
 * What the shim does in each mode, as listed in the Gemini template's legend, in
 * our own words.
 */
export const PROVIDER_PERMISSION_LEGEND: Record<ProviderPermissionMode, string> = {
  auto: 'tools run straight away, without confirmation',
  interactive: 'emit tool_use, then pause until the user approves and the result comes back',
  deny: 'tool execution is refused; the shim answers each tool_use with a tool_result that has is_error: true',
};

/** Claude CLI flags carrying each mode (the shim's mapping onto `--permission-mode` values). */
export const CLAUDE_PERMISSION_FLAGS: Record<ProviderPermissionMode, string[]> = {
  auto: ['--permission-mode', 'bypassPermissions'],
  interactive: ['--permission-mode', 'default'],
  deny: ['--permission-mode', 'plan'],
};
