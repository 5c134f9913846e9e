/**
 * How a release names and describes an MCP server's tool (gemini-cli
 * packages/core/src/tools/mcp-tool.ts: `generateValidName`, the `DiscoveredMCPTool`
 * constructor, `ToolRegistry.sortTools`), and which of them its policy keeps (see
 * releasePolicy.ts: plan mode keeps only tools their server marks `readOnlyHint`, in
 * interactive runs; a non-interactive run keeps them only in YOLO mode). The same in every
 * supported release (0.44.1 to 0.61.0).
 */
import type { McpToolDefinition, PromptInput, RemovedTool } from '../types';
import { policyExclusion } from './releasePolicy';

const MCP_TOOL_PREFIX = 'mcp_';
/** The API's limit on a function name is 64; the CLI keeps one under it. */
const SAFE_NAME_LIMIT = 63;

/** `generateValidName`: the `mcp_` prefix, API-safe characters, at most 63 characters. */
export function validMcpName(name: string): string {
  let valid = name.startsWith(MCP_TOOL_PREFIX) ? name : `${MCP_TOOL_PREFIX}${name}`;
  valid = valid.replace(/[^a-zA-Z0-9_\-.:]/g, '_');
  if (/^[^a-zA-Z_]/.test(valid)) valid = `_${valid}`;
  if (valid.length > SAFE_NAME_LIMIT) valid = `${valid.slice(0, 30)}...${valid.slice(-30)}`;
  return valid;
}

/** The name an MCP tool is registered under: `mcp_<serverName>_<serverToolName>`, made valid. */
export function mcpToolRegisteredName(tool: McpToolDefinition): string {
  return validMcpName(`${tool.serverName}_${tool.serverToolName}`);
}

/** Its display name: `<serverToolName> (<serverName> MCP Server)`. */
export function mcpToolDisplayName(tool: McpToolDefinition): string {
  return `${tool.serverToolName} (${tool.serverName} MCP Server)`;
}

/**
 * The registry's order of MCP tools (`ToolRegistry.sortTools`): by server name
 * (`localeCompare`), each server's tools in the order they were discovered.
 */
export function inRegistryOrder(tools: readonly McpToolDefinition[]): McpToolDefinition[] {
  return [...tools].sort((a, b) => a.serverName.localeCompare(b.serverName));
}

/**
 * The MCP tools a release's registry keeps active for `input` (its policy decides), in
 * registry order, and the ones it leaves out with the reason.
 */
export function activeMcpTools(
  input: Pick<PromptInput, 'mcpTools' | 'approvalMode' | 'interactive'>,
): { tools: McpToolDefinition[]; removed: RemovedTool[] } {
  const tools: McpToolDefinition[] = [];
  const removed: RemovedTool[] = [];
  for (const tool of inRegistryOrder(input.mcpTools ?? [])) {
    const name = mcpToolRegisteredName(tool);
    const reason = policyExclusion({ name, mcp: { readOnly: tool.readOnly === true } }, input);
    if (reason === null) tools.push(tool);
    else removed.push({ name, reason });
  }
  return { tools, removed };
}
