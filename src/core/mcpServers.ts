/**
 * Editing the MCP tools of a configuration server by server: the playground keeps them flat
 * (`{serverName, serverToolName, readOnly}`, as the CLI's `DiscoveredMCPTool`), a user adds
 * and removes whole servers and marks single tools read-only.
 */
import type { PlaygroundMcpTool } from './state/cliVersion';

type McpToolDefinition = PlaygroundMcpTool;

export type McpServerEdit = { ok: true; tools: McpToolDefinition[] } | { ok: false; error: string };

/** Tool names from what a user typed: separated by commas or whitespace, duplicates dropped. */
export function parseMcpToolNames(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter((name) => name !== ''))];
}

/** The servers in first-seen order, each with its tools. */
export function mcpServersOf(
  tools: readonly McpToolDefinition[],
): { serverName: string; tools: McpToolDefinition[] }[] {
  const servers = new Map<string, McpToolDefinition[]>();
  for (const tool of tools) {
    const listed = servers.get(tool.serverName) ?? [];
    listed.push(tool);
    servers.set(tool.serverName, listed);
  }
  return [...servers].map(([serverName, listed]) => ({ serverName, tools: listed }));
}

/** The tools with `serverName`'s `serverToolName` marked read-only or not. */
export function setMcpToolReadOnly(
  tools: readonly McpToolDefinition[],
  serverName: string,
  serverToolName: string,
  readOnly: boolean,
): McpToolDefinition[] {
  return tools.map((tool) =>
    tool.serverName === serverName && tool.serverToolName === serverToolName
      ? { ...tool, readOnly }
      : tool,
  );
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
  const added = toolNames.map((serverToolName) => ({
    serverName: name,
    serverToolName,
    readOnly: false,
  }));
  return { ok: true, tools: [...tools, ...added] };
}

/** The tools without those of `serverName`. */
export function removeMcpServer(
  tools: readonly McpToolDefinition[],
  serverName: string,
): McpToolDefinition[] {
  return tools.filter((tool) => tool.serverName !== serverName);
}
