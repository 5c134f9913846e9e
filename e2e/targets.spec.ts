import { expect, test } from '@playwright/test';
import {
  expectCleanRun,
  openApp,
  snapshotArtifact,
  toggleTheme,
  waitForEditor,
} from './support/app';
import { openGroup } from './support/controls';
import { shareCurrentConfig } from './support/share';
import {
  copyThrough,
  grantClipboard,
  providerRequestBody,
  providerRequestText,
  selectProvider,
  selectTarget,
} from './support/targets';

test.describe('targets', () => {
  test('the Asimi CLI target shows its own controls, prompt and meter', async ({ page }) => {
    const watch = await openApp(page);
    await grantClipboard(page);
    await expect(page.getByTestId('gemini-controls')).toBeVisible();

    await selectTarget(page, 'Asimi CLI');
    // Gemini-only controls are removed, not merely ignored.
    await expect(page.getByTestId('gemini-controls')).toHaveCount(0);
    await expect(page.getByTestId('asimi-controls')).toBeVisible();
    await waitForEditor(page, 'asimi-prompt-editor');

    const prompt = await copyThrough(page, 'Copy the Asimi prompt');
    // The seed's AGENTS.md markers wrap the project context, after the git block.
    expect(prompt).toContain('--- Context from: AGENTS.md ---');
    expect(prompt).toContain('--- End of Context from: AGENTS.md ---');
    expect(prompt).toContain('# Asimi CLI Project Context');
    expect(prompt.indexOf('# Git Repository')).toBeLessThan(prompt.indexOf('--- Context from:'));

    // Template data flows into the text: rename ReadFile and see it in the prompt.
    const tools = await openGroup(page, 'Template data (ToolNames)');
    const readFile = tools.getByLabel(/Tool name for ReadFile/);
    await readFile.fill('open_file');
    await expect(page.getByRole('button', { name: 'Copy the Asimi prompt' })).toHaveText('Copy');
    const renamed = await copyThrough(page, 'Copy the Asimi prompt');
    expect(renamed).toContain('open_file');
    expect(renamed).not.toContain('read_file');

    // Memory is appended last, after a --- separator.
    const memory = await openGroup(page, 'User memory');
    await memory.getByLabel('User memory').fill('Prefers tabs.');
    await expect(page.getByRole('button', { name: 'Copy the Asimi prompt' })).toHaveText('Copy');
    expect(await copyThrough(page, 'Copy the Asimi prompt')).toMatch(/\n\n---\n\nPrefers tabs\.$/);

    await expect(page.getByLabel('Asimi prompt tokens: total')).toHaveText(/^[\d,]+$/, {
      timeout: 20_000,
    });
    expectCleanRun(watch);
  });

  test('a missing ASIMI_SYSTEM_MD file shows the error in place of the prompt', async ({
    page,
  }) => {
    const watch = await openApp(page);
    await selectTarget(page, 'Asimi CLI');
    await page.getByTestId('asimi-systemMd-custom').check();
    await expect(page.getByTestId('asimi-error')).toContainText(
      'Custom system prompt file not found: /home/user/asimi/system.md',
    );
    await expect(page.getByTestId('asimi-prompt-editor')).toBeHidden();

    await page.getByTestId('asimi-create-base-file').click();
    await expect(page.getByTestId('asimi-error')).toHaveCount(0);
    await expect(page.getByText('base prompt from /home/user/asimi/system.md')).toBeVisible();

    // ASIMI_WRITE_SYSTEM_MD offers the exported base prompt as a download.
    await openGroup(page, 'Export');
    await page.getByTestId('asimi-writeSystemMd-default').check();
    const downloadButton = page.getByTestId('asimi-write-download');
    await expect(downloadButton).toHaveText('Download the file ASIMI_WRITE_SYSTEM_MD writes (.md)');
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    // The app names the file; the configured path never does.
    expect(download.suggestedFilename()).toMatch(/^promptscope-asimi-write-\d{4}-\d{2}-\d{2}\.md$/);
    expectCleanRun(watch);
  });

  test('the multi-provider target renders each provider’s prompt and request body', async ({
    page,
  }) => {
    const watch = await openApp(page);
    await selectTarget(page, 'Multi-provider');
    await expect(page.getByTestId('gemini-controls')).toHaveCount(0);
    await expect(page.getByTestId('providers-controls')).toBeVisible();

    // Claude: Messages API shape, tools with input_schema, flags for cwd and permission mode.
    await selectProvider(page, 'Claude');
    const claude = await providerRequestBody(page);
    expect(typeof claude['system']).toBe('string');
    await expect(providerRequestText(page)).toContainText('"input_schema"');
    await expect(page.getByTestId('claude-cli-flags')).toContainText(
      'claude --cwd /home/user/yume --permission-mode default',
    );

    // Gemini: systemInstruction and tools[].functionDeclarations; tools also in the prompt.
    await selectProvider(page, 'Gemini');
    const gemini = await providerRequestBody(page);
    expect(gemini).toHaveProperty('systemInstruction.parts');
    await expect(providerRequestText(page)).toContainText('"functionDeclarations"');
    await expect(page.getByTestId('provider-limit')).toContainText('32,000 characters');

    // OpenAI: Chat Completions messages with function tools, then the Responses API.
    await selectProvider(page, 'OpenAI');
    await expect(providerRequestText(page)).toContainText('"type": "function"');
    const chat = await providerRequestBody(page);
    expect((chat['messages'] as { role: string }[])[0]?.role).toBe('system');
    await openGroup(page, 'Permission & capabilities');
    await page.getByTestId('providers-openai-api').selectOption('responses');
    const responses = await providerRequestBody(page);
    expect(typeof responses['instructions']).toBe('string');
    expect(responses).not.toHaveProperty('messages');

    // Capabilities decide the advertised tools: without web access, no WebFetch anywhere.
    await expect(providerRequestText(page)).toContainText('"WebFetch"');
    await page.getByTestId('providers-web').uncheck();
    await expect(providerRequestText(page)).not.toContainText('"WebFetch"');

    // The tool-format comparison lists each provider's payload.
    await expect(page.getByTestId('tool-cost-table').locator('tbody tr')).toHaveCount(4);
    expectCleanRun(watch);
  });

  test('compression steps and tool validation are explained', async ({ page }) => {
    const watch = await openApp(page);
    await selectTarget(page, 'Multi-provider');
    await selectProvider(page, 'Gemini');
    await page.getByTestId('compression-try-limit').fill('3000');
    const steps = page.getByTestId('compression-steps');
    await expect(steps).toContainText('Compress tool definitions');
    await expect(steps).toContainText('Remove examples from tool schemas');

    const tools = await openGroup(page, 'Tools');
    const read = tools.getByTestId('provider-tool-Read');
    await read.locator('summary').click();
    await read.getByLabel('Input schema (JSON)').fill('{ "type": "object", ');
    await expect(read).toContainText('invalid schema');
    await expect(page.getByTestId('provider-output-gemini')).toContainText(
      'Tool Read is left out: The input schema is not valid JSON',
    );
    expectCleanRun(watch);
  });

  test('a share link with a non-default target opens intact in a fresh context', async ({
    page,
    browser,
  }) => {
    const watch = await openApp(page);
    await selectTarget(page, 'Multi-provider');
    await selectProvider(page, 'OpenAI');
    await openGroup(page, 'Permission & capabilities');
    await page.getByTestId('providers-permission').selectOption('deny');
    await page.getByTestId('providers-openai-api').selectOption('responses');
    const link = await shareCurrentConfig(page);
    expectCleanRun(watch);

    const context = await browser.newContext();
    const fresh = await context.newPage();
    const url = new URL(link);
    const freshWatch = await openApp(fresh, `${url.pathname}${url.hash}`);
    await expect(
      fresh.getByRole('group', { name: 'Target' }).getByRole('radio', { name: 'Multi-provider' }),
    ).toBeChecked();
    await expect(fresh.getByRole('tab', { name: 'OpenAI' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const body = await providerRequestBody(fresh);
    // Responses API and the deny mode's instruction survive the trip through the link.
    expect(typeof body['instructions']).toBe('string');
    expect(body['instructions']).toContain('Do not run any tool.');
    expectCleanRun(freshWatch);
    await context.close();
  });

  test('screenshots of both targets in light and dark', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1500, height: 950 });
    const watch = await openApp(page);
    await selectTarget(page, 'Asimi CLI');
    await waitForEditor(page, 'asimi-prompt-editor');
    await expect(page.getByLabel('Asimi prompt tokens: total')).toHaveText(/^[\d,]+$/);
    await snapshotArtifact(page, testInfo, 'asimi-light');
    await toggleTheme(page);
    await snapshotArtifact(page, testInfo, 'asimi-dark');

    await selectTarget(page, 'Multi-provider');
    await selectProvider(page, 'Gemini');
    await waitForEditor(page, 'provider-prompt-editor');
    await expect(page.getByTestId('provider-prompt-tokens')).toHaveText(/^[\d,]+ tokens/);
    await snapshotArtifact(page, testInfo, 'providers-dark');
    await toggleTheme(page);
    await snapshotArtifact(page, testInfo, 'providers-light');
    expectCleanRun(watch);
  });
});
