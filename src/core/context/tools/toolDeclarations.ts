import { isReleaseVersion } from '../../prompt/cliVersion';
import { activeMcpTools, mcpToolRegisteredName } from '../../prompt/current/mcpToolNames';
import { effectiveTools } from '../../prompt/effectiveTools';
import type { McpToolDefinition, PromptInput } from '../../prompt/types';
import { FILE_TOOL_DECLARATIONS } from './toolDeclarationsFs';
import { OTHER_TOOL_DECLARATIONS } from './toolDeclarationsOther';
import type { ToolFunctionDeclaration } from './toolSchemas';

/** A declaration for every built-in tool (and agent) name, keyed by name. */
export const TOOL_DECLARATIONS: Readonly<Record<string, ToolFunctionDeclaration>> =
  Object.fromEntries(
    [...FILE_TOOL_DECLARATIONS, ...OTHER_TOOL_DECLARATIONS].map((decl) => [decl.name, decl]),
  );

/**
 * A stand-in for a tool Promptscope has no schema for (MCP `server__tool`, discovered
 * `discovered_tool_*`, custom names): an object with no declared parameters.
 */
export function customToolDeclaration(name: string): ToolFunctionDeclaration {
  const mcp = /^(.+?)__(.+)$/.exec(name);
  const description = mcp
    ? `Tool "${mcp[2]}" provided by the MCP server "${mcp[1]}".`
    : `Custom tool "${name}" (its real schema is not known here).`;
  return { name, description, parametersJsonSchema: { type: 'object', properties: {} } };
}

/** The declarations for the registered tool names, in registry order. */
export function toolDeclarationsFor(toolNames: readonly string[]): ToolFunctionDeclaration[] {
  return toolNames.map((name) => TOOL_DECLARATIONS[name] ?? customToolDeclaration(name));
}

/**
 * A discovered MCP tool's declaration under the name a release registers it with
 * (`mcp_<server>_<tool>`, gemini-cli packages/core/src/tools/mcp-tool.ts
 * `getFullyQualifiedName`). The server's own description and parameters are not known here:
 * the stand-in says whose tool it is and declares no parameters.
 */
export function mcpToolDeclaration(tool: McpToolDefinition): ToolFunctionDeclaration {
  return {
    name: mcpToolRegisteredName(tool),
    description: `Tool "${tool.serverToolName}" provided by the MCP server "${tool.serverName}".`,
    parametersJsonSchema: { type: 'object', properties: {} },
  };
}

/**
 * Every declaration a request of this configuration carries, in the registry's order
 * (gemini-cli packages/core/src/tools/tool-registry.ts `getFunctionDeclarations` over
 * `getActiveTools`, sorted by `sortTools`): the active built-in tools, then for a release
 * the MCP tools its policy keeps, by server name.
 */
export function requestToolDeclarations(
  input: Pick<
    PromptInput,
    'tools' | 'interactive' | 'approvalMode' | 'model' | 'cliVersion' | 'mcpTools'
  > &
    Partial<Pick<PromptInput, 'topicUpdateNarration'>>,
): ToolFunctionDeclaration[] {
  const builtIn = toolDeclarationsFor(effectiveTools(input).tools);
  if (!isReleaseVersion(input.cliVersion)) return builtIn;
  return [...builtIn, ...activeMcpTools(input).tools.map(mcpToolDeclaration)];
}
