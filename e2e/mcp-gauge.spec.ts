import { expect, test } from '@playwright/test';
import { openApp } from './support/app';
import { setApprovalMode } from './support/controls';
import { addMcpServer, gaugeModel } from './support/mcp';
import { promptText } from './support/meter';
import { selectCliVersion } from './support/versions';

test.describe('current CLI: MCP servers and the model in force', () => {
  test('in plan mode the tool list names an MCP server’s tools with the server', async ({
    page,
  }) => {
    await openApp(page);
    await addMcpServer(page, 'github', ['list_issues', 'get_pull_request']);
    await setApprovalMode(page, 'plan');
    await expect
      .poll(() => promptText(page))
      .toContain(
        '  <tool>`github__list_issues` (github)</tool>\n  <tool>`github__get_pull_request` (github)</tool>',
      );
    // Outside plan mode the tools are registered but not listed.
    await setApprovalMode(page, 'default');
    await expect.poll(() => promptText(page)).not.toContain('github__list_issues');
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
