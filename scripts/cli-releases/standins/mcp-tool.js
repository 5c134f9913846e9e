// Stand-in for the release's tools/mcp-tool.js, which tools/tool-names.js imports for its name
// validator (the prompt snippets never call it). The real module pulls in the tool runtime.
export const MCP_QUALIFIED_NAME_SEPARATOR = '_';
export const MCP_TOOL_PREFIX = 'mcp_';

export function isMcpToolName(name) {
  return typeof name === 'string' && name.startsWith(MCP_TOOL_PREFIX);
}

/** `mcp_<server>_<tool>` → its two parts; anything else → an empty object. */
export function parseMcpToolName(name) {
  if (!isMcpToolName(name)) return {};
  const rest = name.slice(MCP_TOOL_PREFIX.length);
  const cut = rest.indexOf(MCP_QUALIFIED_NAME_SEPARATOR);
  if (cut <= 0 || cut === rest.length - 1) return {};
  return { serverName: rest.slice(0, cut), toolName: rest.slice(cut + 1) };
}
