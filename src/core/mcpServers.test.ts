import { describe, expect, it } from 'vitest';
import {
  addMcpServer,
  mcpServersOf,
  parseMcpToolNames,
  removeMcpServer,
  setMcpToolReadOnly,
} from './mcpServers';

describe('MCP server edits', () => {
  it('parses tool names separated by commas or whitespace, without duplicates', () => {
    expect(parseMcpToolNames(' list_issues, get_pr\nsearch  list_issues,')).toEqual([
      'list_issues',
      'get_pr',
      'search',
    ]);
  });

  it('adds a server with its tools after the existing ones', () => {
    const first = addMcpServer([], 'github', 'list_issues, get_pr');
    expect(first).toEqual({
      ok: true,
      tools: [
        { serverName: 'github', serverToolName: 'list_issues', readOnly: false },
        { serverName: 'github', serverToolName: 'get_pr', readOnly: false },
      ],
    });
    if (!first.ok) throw new Error('expected ok');
    const second = addMcpServer(first.tools, ' docs ', 'search');
    expect(
      second.ok &&
        mcpServersOf(second.tools).map(({ serverName, tools }) => ({
          serverName,
          toolNames: tools.map((tool) => tool.serverToolName),
        })),
    ).toEqual([
      { serverName: 'github', toolNames: ['list_issues', 'get_pr'] },
      { serverName: 'docs', toolNames: ['search'] },
    ]);
    if (!second.ok) throw new Error('expected ok');
    expect(removeMcpServer(second.tools, 'github')).toEqual([
      { serverName: 'docs', serverToolName: 'search', readOnly: false },
    ]);
  });

  it('marks one tool of one server read-only and back, leaving the others', () => {
    const tools = [
      { serverName: 'github', serverToolName: 'list_issues', readOnly: false },
      { serverName: 'github', serverToolName: 'get_pr', readOnly: false },
      { serverName: 'gitlab', serverToolName: 'list_issues', readOnly: false },
    ];
    const marked = setMcpToolReadOnly(tools, 'github', 'list_issues', true);
    expect(marked.map((tool) => tool.readOnly)).toEqual([true, false, false]);
    expect(setMcpToolReadOnly(marked, 'github', 'list_issues', false)).toEqual(tools);
  });

  it.each([
    ['', 'a', /name/],
    ['my server', 'a', /no spaces/],
    ['github', '  , ', /at least one tool/],
  ])('refuses server %j with tools %j', (server, tools, message) => {
    const result = addMcpServer([], server, tools);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });

  it('refuses a server already listed', () => {
    const existing = [{ serverName: 'github', serverToolName: 'a', readOnly: false }];
    const result = addMcpServer(existing, 'github', 'b');
    expect(result.ok).toBe(false);
  });
});
