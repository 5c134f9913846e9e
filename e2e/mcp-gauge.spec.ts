import { expect, test } from '@playwright/test';
import { openApp } from './support/app';
import { setApprovalMode } from './support/controls';
import { addMcpServer, gaugeModel } from './support/mcp';
import { promptText } from './support/meter';
import { selectCliVersion } from './support/versions';

test.describe('current CLI: MCP servers and the model in force', () => {
  test('in plan mode the tool list names an MCP server’s read-only tools with the server', async ({
    page,
  }) => {
    await openApp(page);
    await addMcpServer(page, 'github', ['list_issues', 'get_pull_request']);
    await setApprovalMode(page, 'plan');
    // Neither is marked read-only: plan mode's policy leaves both out, and says so.
    await expect(page.getByTestId('mcp-left-out')).toHaveCount(2);
    await expect.poll(() => promptText(page)).not.toContain('mcp_github_');
    await page.getByTestId('mcp-read-only-github-list_issues').check();
    await page.getByTestId('mcp-read-only-github-get_pull_request').check();
    // Sorted with the built-in tools by display name: "get_pull_request (github MCP Server)"
    // comes right before GetInternalDocs, "list_issues (…)" right after Invoke Subagent.
    await expect
      .poll(() => promptText(page))
      .toContain(
        '  <tool>`mcp_github_get_pull_request` (github)</tool>\n  <tool>`get_internal_docs`</tool>',
      );
    await expect
      .poll(() => promptText(page))
      .toContain('  <tool>`invoke_agent`</tool>\n  <tool>`mcp_github_list_issues` (github)</tool>');
    // Outside plan mode the tools are registered but not listed.
    await setApprovalMode(page, 'default');
    await expect.poll(() => promptText(page)).not.toContain('mcp_github_list_issues');
  });

  test('the context gauge names the model auto resolves to, and gemini-2.5-pro for 2026-02', async ({
    page,
  }) => {
    await openApp(page);
    await expect(gaugeModel(page)).toHaveText('gemini-3-pro-preview');
    await selectCliVersion(page, '2026-02');
    await expect(gaugeModel(page)).toHaveText('gemini-2.5-pro');
  });
});
