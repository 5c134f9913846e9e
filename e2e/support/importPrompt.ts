import { expect, type Locator, type Page } from '@playwright/test';

/** Product-language helpers for importing a real system prompt. */

/** Opens "Import system prompt…" and returns the dialog. */
export async function openImportDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Import system prompt…' }).click();
  const dialog = page.getByTestId('import-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Imports a file through the dialog's file picker. */
export async function importPromptFile(
  page: Page,
  name: string,
  content: string | Buffer,
): Promise<void> {
  const dialog = await openImportDialog(page);
  await dialog.getByLabel(/Choose a file/).setInputFiles({
    name,
    mimeType: 'text/markdown',
    buffer: typeof content === 'string' ? Buffer.from(content, 'utf8') : content,
  });
}

/** Pastes `text` into the dialog and imports it. */
export async function importPastedPrompt(page: Page, text: string): Promise<void> {
  const dialog = await openImportDialog(page);
  await dialog.getByLabel('…or paste the prompt').fill(text);
  await dialog.getByRole('button', { name: 'Import pasted text' }).click();
}

/** The badge naming the imported file. */
export function importBadge(page: Page): Locator {
  return page.getByTestId('import-badge');
}

/** The imported parts' switches, as `{ title, on, unmapped, chars }`. */
export async function importedParts(page: Page) {
  return page
    .getByRole('list', { name: 'Imported parts' })
    .locator('li')
    .evaluateAll((items) =>
      items.map((li) => ({
        title: li.querySelector('.import-span-title')?.textContent ?? '',
        on: (li.querySelector('input') as HTMLInputElement | null)?.checked ?? false,
        unmapped: li.classList.contains('is-unmapped'),
        chars: Number(
          (li.querySelector('.import-span-size')?.textContent ?? '').replace(/\D/g, ''),
        ),
      })),
    );
}

/** The switch of one imported part. */
export function importedPartSwitch(page: Page, title: string): Locator {
  return page
    .getByRole('list', { name: 'Imported parts' })
    .getByRole('checkbox', { name: new RegExp(`^${title}\\b`) });
}

/** Starts recording long tasks (main-thread work over 50 ms) before the app loads. */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** Forgets the long tasks recorded so far. */
export async function clearLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __longTasks: number[] }).__longTasks = [];
  });
}

/** Durations of the long tasks recorded since the last clear, in ms. */
export async function longTasks(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
}
