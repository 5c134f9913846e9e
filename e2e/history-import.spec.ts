import { expect, test, type Page } from '@playwright/test';
import { expectCleanRun, openApp } from './support/app';
import { openCompressionView } from './support/compression';

/** Hand-written files in the real shapes (our own content), shared with the core tests. */
const fixture = (name: string) =>
  new URL(`../src/core/compression/fixtures/${name}`, import.meta.url).pathname;

async function importHistory(page: Page, path: string) {
  await page.getByLabel('History file to import').setInputFiles(path);
  return page.getByRole('group', { name: 'History file' }).getByRole('status');
}

test.describe('history import accepts what users already have', () => {
  test('a Gemini CLI session file (with tool calls and thoughts) is recognised and planned', async ({
    page,
  }) => {
    const watch = await openApp(page);
    await openCompressionView(page);
    const status = await importHistory(page, fixture('cli-session.json'));
    await expect(status).toContainText('Imported cli-session.json.');
    await expect(status).toContainText('Recognised a Gemini CLI session file');
    await expect(status).toContainText('3 tool calls with their responses');
    await expect(page.getByTestId('plan-summary')).toContainText('of 8', { timeout: 30_000 });
    expectCleanRun(watch);
  });

  test('a logged Gemini API request is recognised; its system instruction is left out', async ({
    page,
  }) => {
    const watch = await openApp(page);
    await openCompressionView(page);
    const status = await importHistory(page, fixture('api-request.json'));
    await expect(status).toContainText('Recognised a logged Gemini API request');
    await expect(status).toContainText('system instruction');
    await expect(page.getByTestId('plan-summary')).toContainText('of 6', { timeout: 30_000 });
    expectCleanRun(watch);
  });
});
