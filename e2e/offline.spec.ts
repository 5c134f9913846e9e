import { expect, test } from '@playwright/test';
import { openApp, waitForEditor } from './support/app';
import { openCompressionView, saveGeminiSettings } from './support/compression';
import { openContextView } from './support/context';
import { expectSaved, SECRET_KEY } from './support/faults';
import { readTokenTotal } from './support/meter';

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the meter keeps counting offline and Gemini calls say offline at once', async ({
    page,
    context,
  }) => {
    await openApp(page);
    const before = await readTokenTotal(page);
    await saveGeminiSettings(page, { apiKey: SECRET_KEY, baseUrl: '' });
    await context.setOffline(true);
    await waitForEditor(page, 'memory-editor');
    await page.getByTestId('memory-editor').locator('.view-lines').click();
    await page.keyboard.type('Typed while offline: the meter still follows.');
    await expect.poll(() => readTokenTotal(page)).toBeGreaterThan(before);

    await page.getByRole('button', { name: 'Count exactly' }).click();
    await expect(page.getByText(/You are offline: the exact count/)).toBeVisible({
      timeout: 2_000,
    });

    await openCompressionView(page);
    await page.getByRole('button', { name: 'Run with Gemini' }).click();
    await expect(page.getByTestId('run-offline')).toContainText('You are offline', {
      timeout: 2_000,
    });
    // Back online: the waiting call is sent (the page may not reach Google from here, so it
    // fails as a network error rather than waiting for ever).
    await context.setOffline(false);
    await expect(page.getByTestId('run-offline')).toBeHidden();
  });

  test('after one visit the app and its last state reload offline', async ({ page, context }) => {
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
    await expectSaved(page, (raw) => raw.includes('Remember me offline'));

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Promptscope', level: 1 })).toBeVisible();
    await readTokenTotal(page);
    await openContextView(page);
    await expect(page.getByLabel(/Your message/)).toHaveValue('Remember me offline');
    await context.setOffline(false);
  });
});
