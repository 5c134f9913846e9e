import { PROVIDER_CORE_TOOLS, PROVIDER_EXTENDED_TOOLS, PROVIDER_TASK_TOOLS } from './defaultTools';
import type { ClaudeToolDefinition, ProviderCapabilities, ProviderInput } from './types';

/** Tool names by capability group. */
export const PROVIDER_TOOL_GROUPS = {
  core: ['Read', 'Write', 'Edit', 'MultiEdit', 'Glob', 'Grep', 'LS', 'Bash'],
  extended: ['WebFetch', 'WebSearch', 'NotebookEdit'],
  task: ['Task', 'TaskOutput', 'TodoWrite'],
} as const satisfies Record<string, readonly string[]>;

/** Which group a tool belongs to; tools the design does not name count as core. */
export function providerToolGroup(name: string): keyof typeof PROVIDER_TOOL_GROUPS {
  if ((PROVIDER_TOOL_GROUPS.extended as readonly string[]).includes(name)) return 'extended';
  if ((PROVIDER_TOOL_GROUPS.task as readonly string[]).includes(name)) return 'task';
  return 'core';
}

/** Whether a capability set allows a tool group. */
function groupAllowed(
  group: keyof typeof PROVIDER_TOOL_GROUPS,
  caps: ProviderCapabilities,
): boolean {
  if (group === 'extended') return caps.webAccess;
  if (group === 'task') return caps.subAgents;
  return true;
}

/**
 * The tools the shim advertises, in catalogue order: core tools always, web tools with
 * web access, task tools with sub-agents. Custom tools outside the Asimi docs' groups count as core.
 */
export function advertisedTools(
  input: Pick<ProviderInput, 'tools' | 'capabilities'>,
): ClaudeToolDefinition[] {
  return input.tools.filter((t) => groupAllowed(providerToolGroup(t.name), input.capabilities));
}

/** A fresh copy of the full default catalogue (core, extended, task). */
export function createDefaultProviderTools(): ClaudeToolDefinition[] {
  const all = [...PROVIDER_CORE_TOOLS, ...PROVIDER_EXTENDED_TOOLS, ...PROVIDER_TASK_TOOLS];
  return JSON.parse(JSON.stringify(all)) as ClaudeToolDefinition[];
}
