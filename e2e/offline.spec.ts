import { expect, test } from '@playwright/test';
import { openApp } from './support/app';
import { openContextView } from './support/context';
import { expectSaved } from './support/faults';
import { readTokenTotal } from './support/meter';

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

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
