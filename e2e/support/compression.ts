import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { planCompression, type Content } from '../../src/core/index';

/** Product-language helpers for the compression simulator. */

/** Opens the Compression view and waits for the first plan. */
export async function openCompressionView(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: 'Compression' })
    .click();
  await expect(page.getByRole('heading', { name: 'Timeline and summary', level: 2 })).toBeVisible({
    timeout: 20_000,
  });
}

/** Picks a shipped sample history by its title. */
export async function pickSampleHistory(page: Page, title: string): Promise<void> {
  await page.getByLabel('Sample session').selectOption({ label: title });
}

/** Ticks "Force" so small sample histories compress, as `/compress` does. */
export async function forceCompression(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /Force, as/ }).check();
}

/** The split message index the page shows. */
export async function shownSplitIndex(page: Page): Promise<number> {
  const text = (await page.getByTestId('split-index').textContent()) ?? '';
  return Number(/message (\d+)/.exec(text)?.[1]);
}

/** The split core computes for a sample file in `public/samples/histories/`. */
export function expectedSplitIndex(file: string, model: string): number {
  const history = JSON.parse(
    readFileSync(new URL(`../../public/samples/histories/${file}`, import.meta.url), 'utf8'),
  ) as Content[];
  return planCompression(history, { model, projectTempDir: '/tmp/e2e', force: true }).split.index;
}

/** Fills the Gemini settings dialog and saves it. */
export async function saveGeminiSettings(
  page: Page,
  settings: { apiKey: string; baseUrl: string; remember?: boolean },
): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gemini API settings' });
  await dialog.getByLabel('API key').fill(settings.apiKey);
  await dialog.getByLabel('Base URL').fill(settings.baseUrl);
  await dialog
    .getByRole('checkbox', { name: 'Remember on this device' })
    .setChecked(settings.remember ?? false);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** Every localStorage value of the page, joined (to look for secrets). */
export async function allLocalStorage(page: Page): Promise<string> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .map((k) => `${k}=${localStorage.getItem(k)}`)
      .join('\n'),
  );
}

/** Console messages Chromium logs for a refused or failed request (expected in error tests). */
export const isNetworkFailureLog = (line: string) => /Failed to load resource/.test(line);
