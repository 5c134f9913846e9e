import { expect, type Locator, type Page } from '@playwright/test';
import { chooseExport, downloadOf } from './share';

/** Product-language helpers for what the app claims: notices, exports, the opening request. */

/** The notice at the start of the preview that says whose wording it shows. */
export function wordingNotice(page: Page): Locator {
  return page.getByRole('complementary', { name: 'About this preview' });
}

/** Downloads one of the two system.md exports and returns its name and text. */
export async function downloadSystemMd(
  page: Page,
  kind: 'template' | 'as sent',
): Promise<{ name: string; text: string }> {
  const item = kind === 'template' ? /as a template for GEMINI_SYSTEM_MD/ : /as sent/;
  const { name, text } = await downloadOf(page, () => chooseExport(page, item));
  return { name, text };
}

/** The opening request as the meter shows it: the total and each part's tokens. */
export async function openingRequestFigures(
  page: Page,
): Promise<{ total: number; parts: Record<string, number> }> {
  const gauge = page.getByTestId('opening-request');
  await expect(gauge.getByTestId('opening-total')).toHaveText(/^[\d,]+$/, { timeout: 20_000 });
  const total = Number((await gauge.getByTestId('opening-total').textContent())?.replace(/,/g, ''));
  const parts: Record<string, number> = {};
  for (const key of ['system', 'tools', 'environment']) {
    parts[key] = Number(await gauge.getByTestId(`opening-${key}`).getAttribute('data-tokens'));
  }
  return { total, parts };
}

/** The Gemini API request body from Export → Copy Gemini API request…, then closes the dialog. */
export async function exportedApiRequest(page: Page): Promise<Record<string, unknown>> {
  await chooseExport(page, 'Copy Gemini API request…');
  const dialog = page.getByRole('dialog', { name: 'Gemini API request' });
  const json = await dialog.getByLabel('Request JSON').inputValue();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return JSON.parse(json) as Record<string, unknown>;
}
