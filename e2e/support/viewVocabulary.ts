import { expect, type Locator, type Page } from '@playwright/test';

/** Product-language helpers for the vocabulary the compression and Turn & context views count in. */

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** The compression view's figures in the meter's vocabulary, once counted. */
export async function compressionVocabularyFigures(page: Page) {
  const figures = page.getByRole('region', { name: "Tokens in the meter's vocabulary" });
  await expect(figures.locator('dl')).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  return {
    total: digits(await figures.getByTestId('vocabulary-total').textContent()),
    summarised: digits(await figures.getByTestId('vocabulary-summarised').textContent()),
    kept: digits(await figures.getByTestId('vocabulary-kept').textContent()),
  };
}

/** The label naming the vocabulary of a view's figures (`compression` or Turn & context). */
export function viewVocabularyLabel(page: Page, view: 'compression' | 'context'): Locator {
  return page.getByTestId(view === 'compression' ? 'compression-vocabulary' : 'view-vocabulary');
}

/** Turn & context: the layers' total, each layer's figure, and the request total, once counted. */
export async function contextLayerFigures(page: Page) {
  const section = page.locator('section[aria-labelledby="ctx-layers-title"]');
  await expect(section).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  const layers = (
    await page.getByTestId('layer-table').locator('summary .ctx-tokens').allTextContents()
  ).map(digits);
  return {
    total: digits(await page.locator('#ctx-layers-title .ctx-tokens').textContent()),
    layers,
    requestTotal: digits(await page.getByTestId('request-total').textContent()),
    countedWith: await section.getAttribute('data-counted-with'),
  };
}
