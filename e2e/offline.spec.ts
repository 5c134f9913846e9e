import { expect, test } from '@playwright/test';
import { openApp, waitForEditor } from './support/app';
import { forceCompression, openCompressionView, saveGeminiSettings } from './support/compression';
import { openContextView } from './support/context';
import { expectSaved, SECRET_KEY, settledTokenTotal } from './support/faults';
import { readTokenTotal } from './support/meter';
import { installMockGemini, MOCK_COUNT_TOKENS, MOCK_GEMINI_BASE_URL } from './support/mockGemini';

test('offline, the meter keeps counting and Gemini calls say offline, then run when it returns', async ({
  page,
  context,
}) => {
  // Typing and two views on a machine shared with other runs: more than the default minute.
  test.setTimeout(150_000);
  const calls = await installMockGemini(page);
  await openApp(page);
  // Load the Compression view's code while online (this test has no service worker).
  await openCompressionView(page);
  await forceCompression(page);
  await page.getByRole('button', { name: 'System prompt' }).click();
  const before = await readTokenTotal(page);
  await saveGeminiSettings(page, { apiKey: SECRET_KEY, baseUrl: MOCK_GEMINI_BASE_URL });

  await context.setOffline(true);
  await waitForEditor(page, 'memory-editor');
  await page.getByTestId('memory-editor').locator('.view-lines').click();
  await page.keyboard.type(' Typed while offline: the meter still follows.');
  // Counting only talks to the local worker: the total follows the text offline.
  await expect
    .poll(async () => (await settledTokenTotal(page)) ?? before, { timeout: 60_000 })
    .toBeGreaterThan(before);

  // A call that needs the network says so instead of hanging or doing nothing...
  await page.getByRole('button', { name: 'Count exactly' }).click();
  const meter = page.getByRole('region', { name: 'Token meter' });
  await expect(meter.getByText(/You are offline/)).toContainText(
    'runs as soon as the network returns',
  );
  expect(calls, 'no Gemini request while offline').toHaveLength(0);
  // ...and is sent by itself when the network returns.
  await context.setOffline(false);
  await expect(page.getByLabel('Exact tokens')).toHaveText(String(MOCK_COUNT_TOKENS));
  await expect(meter.getByText(/You are offline/)).toBeHidden();
  expect(calls.filter((call) => call.url.includes(':countTokens'))).toHaveLength(1);

  // The same for a compression run with Gemini.
  await openCompressionView(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Run with Gemini' }).click();
  await expect(page.getByTestId('run-offline')).toContainText('You are offline');
  expect(calls.filter((call) => call.url.includes('GenerateContent'))).toHaveLength(0);
  await context.setOffline(false);
  await expect(page.getByTestId('run-offline')).toBeHidden();
  await expect(page.getByTestId('run-status')).toHaveText('COMPRESSED', { timeout: 30_000 });
  expect(calls.filter((call) => call.url.includes('GenerateContent')).length).toBeGreaterThan(0);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit the app and its last state reload offline', async ({ page, context }) => {
    // Two reloads and two views on a machine shared with other runs.
    test.setTimeout(120_000);
    await openApp(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The page is controlled once the worker has claimed it (after a reload at the latest).
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);
    await openContextView(page);
    await page.getByLabel(/Your message/).fill('Remember me offline');
    await expectSaved(page, 'Remember me offline');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Promptscope', level: 1 })).toBeVisible();
    await readTokenTotal(page);
    await openContextView(page);
    await expect(page.getByLabel(/Your message/)).toHaveValue('Remember me offline');
    await context.setOffline(false);
  });
});
