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
