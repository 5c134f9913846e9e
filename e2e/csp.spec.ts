import { expect, test } from '@playwright/test';
import { openApp, waitForEditor } from './support/app';
import { openCompressionView } from './support/compression';
import { openContextView } from './support/context';
import { cspViolations, recordCspViolations } from './support/faults';
import { readTokenTotal } from './support/meter';
import { selectTarget } from './support/targets';

test('the Content-Security-Policy is set and no view violates it', async ({ page }) => {
  await recordCspViolations(page);
  await openApp(page);
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(policy).toContain('connect-src');
  // The theme is still resolved before first paint (from a file, not an inline script).
  expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toMatch(
    /light|dark/,
  );

  await readTokenTotal(page);
  await waitForEditor(page, 'memory-editor');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.keyboard.press('Escape');
  await openCompressionView(page);
  await expect(page.getByTestId('split-index')).toBeVisible();
  await openContextView(page);
  await page.getByRole('button', { name: 'System prompt' }).click();
  await selectTarget(page, 'Asimi CLI');
  await readTokenTotal(page).catch(() => 0);
  await selectTarget(page, 'Multi-provider');
  await page.waitForTimeout(500);
  expect(await cspViolations(page)).toEqual([]);
});
