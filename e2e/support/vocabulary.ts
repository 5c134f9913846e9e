import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Product-language helpers for the Gemini (Gemma 3) vocabulary on the meter. */

export const VOCABULARY_URL = /\/assets\/gemma3-vocabulary-[0-9a-f]+\.bin$/;

/** Counts every request for the vocabulary asset (the page's and its workers'). */
export function countVocabularyRequests(context: BrowserContext): { count: number } {
  const seen = { count: 0 };
  context.on('request', (request) => {
    if (VOCABULARY_URL.test(new URL(request.url()).pathname)) seen.count += 1;
  });
  return seen;
}

/** Chooses a vocabulary in the meter's picker. */
export async function chooseVocabulary(
  page: Page,
  id: 'gemma3' | 'o200k_base' | 'cl100k_base',
): Promise<void> {
  await page.getByRole('region', { name: 'Token meter' }).getByLabel('Encoding').selectOption(id);
}

/** The vocabulary download's progress bar on the meter. */
export function vocabularyProgress(page: Page) {
  return page.getByRole('progressbar', { name: 'Gemini vocabulary download' });
}

/** Waits until the meter's total was counted with `encoding`. */
export async function expectCountedWith(page: Page, encoding: string): Promise<void> {
  await expect(page.getByTestId('total-tokens')).toHaveAttribute('data-encoding', encoding, {
    timeout: 30_000,
  });
}
