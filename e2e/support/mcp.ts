import { expect, type Page } from '@playwright/test';
import { openGroup } from './controls';

/** Product-language helpers for MCP servers and the context gauge. */

/** Adds an MCP server with its tool names in the Tools group (current CLI). */
export async function addMcpServer(page: Page, server: string, tools: string[]): Promise<void> {
  const group = await openGroup(page, 'Tools');
  await group.getByTestId('mcp-server-name').fill(server);
  await group.getByTestId('mcp-tool-names').fill(tools.join(', '));
  await group.getByTestId('mcp-add-server').click();
  await expect(group.getByTestId(`mcp-server-${server}`)).toBeVisible();
}

/** The model the context gauge names. */
export function gaugeModel(page: Page) {
  return page.getByTestId('gauge-model');
}
