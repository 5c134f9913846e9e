/**
 * Editing the MCP tools of a configuration server by server: the playground keeps them flat
 * (`{serverName, serverToolName}`, as the CLI's `DiscoveredMCPTool`), a user adds and removes
 * whole servers.
 */
import type { McpToolDefinition } from './prompt/types';

export type McpServerEdit = { ok: true; tools: McpToolDefinition[] } | { ok: false; error: string };

/** Tool names from what a user typed: separated by commas or whitespace, duplicates dropped. */
export function parseMcpToolNames(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter((name) => name !== ''))];
}

/** The servers in first-seen order, each with its tool names. */
export function mcpServersOf(
  tools: readonly McpToolDefinition[],
): { serverName: string; toolNames: string[] }[] {
  const servers = new Map<string, string[]>();
  for (const tool of tools) {
    const names = servers.get(tool.serverName) ?? [];
    names.push(tool.serverToolName);
    servers.set(tool.serverName, names);
  }
  return [...servers].map(([serverName, toolNames]) => ({ serverName, toolNames }));
}

/** Adds a server and its tools after the existing ones, or says why it cannot. */
export function addMcpServer(
  tools: readonly McpToolDefinition[],
  serverName: string,
  toolNamesText: string,
): McpServerEdit {
  const name = serverName.trim();
  const toolNames = parseMcpToolNames(toolNamesText);
  if (name === '') return { ok: false, error: 'Give the server a name.' };
  if (/\s/.test(name)) return { ok: false, error: 'A server name has no spaces.' };
  if (tools.some((tool) => tool.serverName === name)) {
    return { ok: false, error: `A server named “${name}” is already listed; remove it first.` };
  }
  if (toolNames.length === 0) {
    return { ok: false, error: 'List at least one tool name (separated by commas or spaces).' };
  }
  const added = toolNames.map((serverToolName) => ({ serverName: name, serverToolName }));
  return { ok: true, tools: [...tools, ...added] };
}

/** The tools without those of `serverName`. */
export function removeMcpServer(
  tools: readonly McpToolDefinition[],
  serverName: string,
): McpToolDefinition[] {
  return tools.filter((tool) => tool.serverName !== serverName);
}
