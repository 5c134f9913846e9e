import { describe, expect, it } from 'vitest';
import { BUILTIN_TOOL_NAMES } from '../../toolNames';
import { effectiveTools } from '../../prompt/effectiveTools';
import { sizeBaseInput } from '../../prompt/current/testInputs';
import type { McpToolDefinition, PromptInput } from '../../prompt/types';
import {
  requestToolDeclarations,
  TOOL_DECLARATIONS,
  toolDeclarationsFor,
} from './toolDeclarations';

describe('TOOL_DECLARATIONS', () => {
  it.each(BUILTIN_TOOL_NAMES.map((name) => [name]))('declares %s with an object schema', (name) => {
    // Every registered built-in tool sends a declaration; a missing one would hide its cost.
    const decl = TOOL_DECLARATIONS[name];
    expect(decl?.name).toBe(name);
    expect(decl?.description.length).toBeGreaterThan(20);
    expect(decl?.parametersJsonSchema.type).toBe('object');
    const properties = Object.keys(decl?.parametersJsonSchema.properties ?? {});
    for (const required of decl?.parametersJsonSchema.required ?? []) {
      expect(properties).toContain(required);
    }
  });

  it('declares nothing beyond the built-in names', () => {
    expect(Object.keys(TOOL_DECLARATIONS).sort()).toEqual([...BUILTIN_TOOL_NAMES].sort());
  });
});

describe('toolDeclarationsFor', () => {
  it('keeps registry order and gives unknown tools a generic declaration', () => {
    const decls = toolDeclarationsFor(['read_file', 'github__create_issue', 'my_tool']);
    expect(decls.map((d) => d.name)).toEqual(['read_file', 'github__create_issue', 'my_tool']);
    expect(decls[1]?.description).toContain('"github"');
    expect(decls[2]?.parametersJsonSchema).toEqual({ type: 'object', properties: {} });
  });
});

describe('requestToolDeclarations', () => {
  const mcpTools: McpToolDefinition[] = [
    { serverName: 'zeta', serverToolName: 'lookup', readOnly: true },
    { serverName: 'alpha', serverToolName: 'write-note' },
    { serverName: 'alpha', serverToolName: 'list', readOnly: true },
  ];
  const release = (over: Partial<PromptInput> = {}): PromptInput => ({
    ...sizeBaseInput('modern'),
    mcpTools,
    ...over,
  });

  it('follows the built-in tools with the MCP tools, by server name, under their registered names', () => {
    const input = release();
    const names = requestToolDeclarations(input).map((d) => d.name);
    const builtIn = effectiveTools(input).tools;
    // The registry sorts MCP tools after the built-ins, by server name, keeping each server's
    // discovery order; each is registered as mcp_<server>_<tool> with API-safe characters.
    expect(names).toEqual([
      ...builtIn,
      'mcp_alpha_write-note',
      'mcp_alpha_list',
      'mcp_zeta_lookup',
    ]);
    const note = requestToolDeclarations(input).find((d) => d.name === 'mcp_alpha_write-note');
    expect(note?.description).toContain('"alpha"');
    expect(note?.parametersJsonSchema).toEqual({ type: 'object', properties: {} });
  });

  it('leaves out what the release policy leaves out: plan mode keeps read-only MCP tools only', () => {
    const names = requestToolDeclarations(release({ approvalMode: 'plan' })).map((d) => d.name);
    expect(names.filter((name) => name.startsWith('mcp_'))).toEqual([
      'mcp_alpha_list',
      'mcp_zeta_lookup',
    ]);
  });

  it('declares no MCP tool in a non-interactive run outside YOLO mode', () => {
    const names = requestToolDeclarations(release({ interactive: false })).map((d) => d.name);
    expect(names.some((name) => name.startsWith('mcp_'))).toBe(false);
  });

  it('adds nothing for the 2026-02 revision, whose MCP tools are in the tool list itself', () => {
    const input = release({ cliVersion: '2026-02' });
    expect(requestToolDeclarations(input)).toEqual(
      toolDeclarationsFor(effectiveTools(input).tools),
    );
  });
});
