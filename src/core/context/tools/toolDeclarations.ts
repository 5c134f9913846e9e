import { isReleaseVersion } from '../../prompt/cliVersion';
import { activeMcpTools, mcpToolRegisteredName } from '../../prompt/current/mcpToolNames';
import { effectiveTools } from '../../prompt/effectiveTools';
import { loadedRelease } from '../../prompt/release/loaded';
import type { McpToolDefinition, PromptInput } from '../../prompt/types';
import {
  releaseDeclarationGap,
  releaseToolDeclaration,
  type ReleaseToolInput,
} from './releaseToolDeclarations';
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
  if (mcp) return mcpStandIn(name, mcp[1] ?? '', mcp[2] ?? '');
  const description = `Custom tool "${name}" (its real schema is not known here).`;
  return { name, description, parametersJsonSchema: { type: 'object', properties: {} } };
}

/** An MCP tool's stand-in declaration: whose tool it is, and no declared parameters. */
function mcpStandIn(name: string, server: string, tool: string): ToolFunctionDeclaration {
  return {
    name,
    description: `Tool "${tool}" provided by the MCP server "${server}".`,
    parametersJsonSchema: { type: 'object', properties: {} },
  };
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
  return mcpStandIn(mcpToolRegisteredName(tool), tool.serverName, tool.serverToolName);
}

/** Where a declaration's wording comes from. */
export type DeclarationSource =
  /** The release's own code (its tools/definitions, for the model in force). */
  | { kind: 'release'; version: string }
  /**
   * Promptscope's wording: for the 2026-02 revision (`revision`), a release whose declarations
   * are not loaded or did not bundle (`no-release-code`), a tool whose schema the release builds
   * outside the bundled code (`not-in-release-code`), or plan mode's rewording of write_file and
   * replace (`plan-mode-rewording`).
   */
  | {
      kind: 'ours';
      why: 'revision' | 'no-release-code' | 'not-in-release-code' | 'plan-mode-rewording';
    }
  /** An MCP tool: the server's own description and parameters are not known here. */
  | { kind: 'mcp-stand-in' };

/** A declaration and where its wording comes from (the request carries only `declaration`). */
export interface SourcedDeclaration {
  declaration: ToolFunctionDeclaration;
  source: DeclarationSource;
}

/** What {@link requestToolDeclarations} reads. */
export type ToolDeclarationInput = ReleaseToolInput &
  Pick<
    PromptInput,
    'tools' | 'interactive' | 'approvalMode' | 'model' | 'cliVersion' | 'mcpTools'
  > &
  Partial<Pick<PromptInput, 'topicUpdateNarration'>>;

/**
 * Every declaration a request of this configuration carries, with its source, in the
 * registry's order (gemini-cli packages/core/src/tools/tool-registry.ts
 * `getFunctionDeclarations` over `getActiveTools`, sorted by `sortTools`): the active built-in
 * tools, then for a release the MCP tools its policy keeps, by server name. For a loaded
 * release, each built-in tool's declaration is the release's own (see
 * releaseToolDeclarations.ts) where its code builds it.
 */
export function sourcedToolDeclarations(input: ToolDeclarationInput): SourcedDeclaration[] {
  const names = effectiveTools(input).tools;
  if (!isReleaseVersion(input.cliVersion)) {
    return toolDeclarationsFor(names).map((declaration) => ({
      declaration,
      source: { kind: 'ours', why: 'revision' },
    }));
  }
  const version = input.cliVersion;
  const release = loadedRelease(version);
  const builtIn = names.map((name): SourcedDeclaration => {
    const ours = TOOL_DECLARATIONS[name] ?? customToolDeclaration(name);
    const gap = releaseDeclarationGap(name, input, release?.tools ?? null);
    if (gap) return { declaration: ours, source: { kind: 'ours', why: gap } };
    const own = release?.tools
      ? releaseToolDeclaration(name, release.tools, release.setPlatform, input)
      : null;
    return own
      ? { declaration: own, source: { kind: 'release', version } }
      : { declaration: ours, source: { kind: 'ours', why: 'no-release-code' } };
  });
  const mcp = activeMcpTools(input).tools.map((tool): SourcedDeclaration => ({
    declaration: mcpToolDeclaration(tool),
    source: { kind: 'mcp-stand-in' },
  }));
  return [...builtIn, ...mcp];
}

/** The declarations a request carries (API fields only; see {@link sourcedToolDeclarations}). */
export function requestToolDeclarations(input: ToolDeclarationInput): ToolFunctionDeclaration[] {
  return sourcedToolDeclarations(input).map((sourced) => sourced.declaration);
}
