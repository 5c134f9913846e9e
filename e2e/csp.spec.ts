import { expect, test } from '@playwright/test';
import { openApp, waitForEditor } from './support/app';
import { openCompressionView } from './support/compression';
import { openContextView } from './support/context';
import { cspViolations, recordCspViolations } from './support/faults';
import { readTokenTotal } from './support/meter';
import { selectTarget } from './support/targets';

test('the Content-Security-Policy is set and no view violates it', async ({ page }) => {
  // Every view in turn, on a machine shared with other runs: more than the default minute.
  test.setTimeout(120_000);
  await recordCspViolations(page);
  await openApp(page);
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  // Only this site and the Gemini API: other base URLs need an explicit build setting.
  expect(policy).toContain("connect-src 'self' https://generativelanguage.googleapis.com;");
  // The theme is still resolved before first paint (an inline script allowed by its hash).
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toMatch(
    /light|dark/,
  );

  await readTokenTotal(page);
  await waitForEditor(page, 'memory-editor');
  await page.getByRole('button', { name: 'Settings' }).click();
  // The dialog's code loads when it is first opened: close it once it is there.
  const settings = page.getByRole('dialog', { name: 'Gemini API settings' });
  await expect(settings).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await openCompressionView(page);
  await expect(page.getByTestId('split-index')).toBeVisible();
  await openContextView(page);
  await page.getByRole('button', { name: 'System prompt' }).click();
  await selectTarget(page, 'Asimi CLI');
  await expect(page.getByRole('status', { name: /Asimi prompt tokens/ })).toBeVisible();
  await selectTarget(page, 'Multi-provider');
  await page.waitForTimeout(500);
  expect(await cspViolations(page)).toEqual([]);
});

test('the settings dialog says, before any call, that the policy blocks a base URL', async ({
  page,
}) => {
  const watch = await openApp(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gemini API settings' });
  const hint = dialog.getByTestId('base-url-hint');
  await expect(hint).toContainText('Default: https://generativelanguage.googleapis.com');
  for (const blocked of ['http://127.0.0.1:8080/v1beta', 'https://proxy.example.com']) {
    await dialog.getByLabel('Base URL').fill(blocked);
    const origin = new URL(blocked).origin;
    await expect(dialog.getByRole('alert')).toHaveText(
      `This page may only connect to this site and https://generativelanguage.googleapis.com (its security policy), so the browser would block every request to ${origin}. To use this address, build Promptscope with it allowed: PROMPTSCOPE_CONNECT_SRC="${origin}" npm run build (see the README), or run it with npm start, which sets no policy.`,
    );
  }
  await dialog.getByLabel('Base URL').fill('https://generativelanguage.googleapis.com/');
  await expect(dialog.getByRole('alert')).toBeHidden();
  // Nothing was sent while typing.
  expect(watch.foreignRequests).toEqual([]);
});
