/**
 * MCP tools in a release's prompt. The rules, as gemini-cli packages/core/src/tools/mcp-tool.ts,
 * tool-registry.ts, policy/policies/plan.toml and prompts/promptProvider.ts write them:
 * - a tool is registered as `generateValidName(server + '_' + tool)`: `mcp_` put in front
 *   unless already there, every character outside [a-zA-Z0-9_\-.:] made `_`, a leading
 *   non-letter given a `_`, and a name over 63 characters cut to its first 30 + `...` + last 30;
 * - its display name is `<tool> (<server> MCP Server)`;
 * - the plan-mode list holds the active tools sorted by display name (`localeCompare`), an MCP
 *   tool's line ending in ` (<server>)`;
 * - plan mode keeps an MCP tool only when its server marks it `readOnlyHint` and the run is
 *   interactive; a non-interactive run keeps MCP tools only in YOLO mode;
 * - the registry lists MCP tools after the built-ins, by server name.
 * 2026-02 lists only its fixed plan-mode tools, so MCP tools never appear there.
 */
import { describe, expect, it } from 'vitest';
import { createCurrentPromptInput, createDefaultPromptInput } from '../defaults';
import { renderSystemPrompt } from '../renderSystemPrompt';
import type { McpToolDefinition, PromptInput } from '../types';
import { activeMcpTools, mcpToolRegisteredName, validMcpName } from './mcpToolNames';
import { formatPlanModeToolLines } from './provider';

const GITHUB: McpToolDefinition[] = [
  { serverName: 'github', serverToolName: 'list_issues', readOnly: true },
  { serverName: 'github', serverToolName: 'create_issue', readOnly: false },
];
const DOCS: McpToolDefinition = { serverName: 'docs', serverToolName: 'search', readOnly: true };

const planInput = (base: PromptInput, model: string, mcpTools: McpToolDefinition[]) => ({
  ...base,
  model,
  approvalMode: 'plan' as const,
  mcpTools,
});

/** The `<tool>` lines of the rendered prompt, in order. */
const toolLines = (input: PromptInput) =>
  renderSystemPrompt(input)
    .text.split('\n')
    .filter((line) => line.startsWith('  <tool>'));

describe('MCP tool names', () => {
  it('registers a tool as mcp_<server>_<tool>, keeping a prefix already there', () => {
    expect(mcpToolRegisteredName(DOCS)).toBe('mcp_docs_search');
    expect(mcpToolRegisteredName({ serverName: 'mcp_files', serverToolName: 'list' })).toBe(
      'mcp_files_list',
    );
  });

  it('makes every character the API refuses an underscore', () => {
    expect(
      mcpToolRegisteredName({ serverName: 'my-server.io', serverToolName: 'get issue!' }),
    ).toBe('mcp_my-server.io_get_issue_');
    expect(validMcpName('a/b:c')).toBe('mcp_a_b:c');
  });

  it('cuts a name over 63 characters to its first and last 30 around "..."', () => {
    const long = `warehouse_${'x'.repeat(80)}`;
    const full = `mcp_${long}`;
    expect(validMcpName(long)).toBe(`${full.slice(0, 30)}...${full.slice(-30)}`);
    expect(validMcpName(long)).toHaveLength(63);
    const exactly63 = `mcp_${'y'.repeat(59)}`;
    expect(validMcpName(exactly63)).toBe(exactly63);
  });
});

describe('MCP tools in the plan-mode tool list', () => {
  it('sorts built-in and MCP tools together by display name', () => {
    // Ask User < FindFiles < list_issues (github MCP Server) < ReadFile < search (docs MCP Server)
    expect(
      formatPlanModeToolLines(
        ['read_file', 'glob', 'ask_user'],
        [DOCS, { serverName: 'github', serverToolName: 'list_issues' }],
      ),
    ).toBe(
      [
        '  <tool>`ask_user`</tool>',
        '  <tool>`glob`</tool>',
        '  <tool>`mcp_github_list_issues` (github)</tool>',
        '  <tool>`read_file`</tool>',
        '  <tool>`mcp_docs_search` (docs)</tool>',
      ].join('\n'),
    );
  });

  it('lists a tool once when two entries register the same name', () => {
    expect(formatPlanModeToolLines([], [DOCS, { ...DOCS }])).toBe(
      '  <tool>`mcp_docs_search` (docs)</tool>',
    );
  });

  it.each([
    ['modern', 'auto'],
    ['legacy', 'gemini-2.5-pro'],
  ])('the %s family keeps only the read-only MCP tools in an interactive run', (_f, model) => {
    const input = planInput(createCurrentPromptInput(), model, [...GITHUB, DOCS]);
    const lines = toolLines(input);
    expect(lines).toContain('  <tool>`mcp_github_list_issues` (github)</tool>');
    expect(lines).toContain('  <tool>`mcp_docs_search` (docs)</tool>');
    expect(lines.join('\n')).not.toContain('create_issue');
    expect(activeMcpTools(input).removed).toEqual([
      { name: 'mcp_github_create_issue', reason: expect.stringContaining('plan.toml') },
    ]);
    // A non-interactive plan run keeps none of them.
    const headless = { ...input, interactive: false };
    expect(toolLines(headless).join('\n')).not.toContain('mcp_');
    expect(activeMcpTools(headless).tools).toEqual([]);
  });

  it('outside plan mode the prompt does not list them, and the registry orders them by server', () => {
    const input = { ...createCurrentPromptInput(), mcpTools: [...GITHUB, DOCS] };
    expect(renderSystemPrompt(input).text).not.toContain('mcp_docs_search');
    expect(activeMcpTools(input).tools.map(mcpToolRegisteredName)).toEqual([
      'mcp_docs_search',
      'mcp_github_list_issues',
      'mcp_github_create_issue',
    ]);
    // A non-interactive run keeps them in YOLO mode only (no default rule allows them else).
    expect(activeMcpTools({ ...input, interactive: false }).tools).toEqual([]);
    expect(
      activeMcpTools({ ...input, interactive: false, approvalMode: 'yolo' }).tools,
    ).toHaveLength(3);
  });

  it('2026-02 is unchanged: its plan list holds only the fixed plan-mode tools', () => {
    const base = createDefaultPromptInput();
    const withMcp = renderSystemPrompt(planInput(base, base.model, [DOCS])).text;
    expect(withMcp).toBe(renderSystemPrompt(planInput(base, base.model, [])).text);
    expect(withMcp).not.toContain('docs');
  });
});
