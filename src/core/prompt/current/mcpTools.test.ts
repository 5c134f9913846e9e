/**
 * MCP tools in the plan mode's tool list: the current CLI lists every registered tool, an MCP
 * tool with its server name (`  <tool>` + `name` + ` (serverName)` + `</tool>`, as
 * gemini-cli packages/core/src/prompts/promptProvider.ts builds `planModeToolsList`); 2026-02
 * lists only its fixed plan-mode tools, so MCP tools never appear there.
 */
import { describe, expect, it } from 'vitest';
import { createCurrentPromptInput, createDefaultPromptInput } from '../defaults';
import { renderSystemPrompt } from '../renderSystemPrompt';
import type { McpToolDefinition, PromptInput } from '../types';
import { formatPlanModeToolLines, mcpToolRegisteredName } from './provider';

const GITHUB: McpToolDefinition[] = [
  { serverName: 'github', serverToolName: 'list_issues' },
  { serverName: 'github', serverToolName: 'get_pull_request' },
];
const DOCS: McpToolDefinition = { serverName: 'docs', serverToolName: 'search' };

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

describe('MCP tools in the plan-mode tool list', () => {
  it('registers an MCP tool as server__tool', () => {
    expect(mcpToolRegisteredName(DOCS)).toBe('docs__search');
  });

  it('formats built-in tools first, then each MCP tool with its server name', () => {
    expect(formatPlanModeToolLines(['read_file'], [DOCS])).toBe(
      '  <tool>`read_file`</tool>\n  <tool>`docs__search` (docs)</tool>',
    );
    expect(formatPlanModeToolLines(['read_file'])).toBe('  <tool>`read_file`</tool>');
  });

  it.each([
    ['modern', 'auto'],
    ['legacy', 'gemini-2.5-pro'],
  ])('the %s family lists them after the built-in tools', (_family, model) => {
    const input = planInput(createCurrentPromptInput(), model, [...GITHUB, DOCS]);
    const lines = toolLines(input);
    const builtIn = lines.length - 3;
    expect(lines.slice(0, builtIn).every((line) => !line.includes('('))).toBe(true);
    expect(lines.slice(builtIn)).toEqual([
      '  <tool>`github__list_issues` (github)</tool>',
      '  <tool>`github__get_pull_request` (github)</tool>',
      '  <tool>`docs__search` (docs)</tool>',
    ]);
    // Without MCP tools the list is the built-in one alone.
    const without = toolLines(planInput(createCurrentPromptInput(), model, []));
    expect(without).toEqual(lines.slice(0, builtIn));
  });

  it('outside plan mode the prompt does not list them', () => {
    const input = { ...createCurrentPromptInput(), mcpTools: [DOCS] };
    expect(renderSystemPrompt(input).text).not.toContain('docs__search');
  });

  it('2026-02 is unchanged: its plan list holds only the fixed plan-mode tools', () => {
    const base = createDefaultPromptInput();
    const withMcp = renderSystemPrompt(planInput(base, base.model, [DOCS])).text;
    expect(withMcp).toBe(renderSystemPrompt(planInput(base, base.model, [])).text);
    expect(withMcp).not.toContain('docs__search');
  });
});
