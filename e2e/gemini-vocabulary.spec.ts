import { expect, test, type Page } from '@playwright/test';
import { expectCleanRun, openApp } from './support/app';
import { meterRows, readTokenTotal, seedConfig } from './support/meter';
import {
  chooseVocabulary,
  countVocabularyRequests,
  expectCountedWith,
  VOCABULARY_URL,
  vocabularyProgress,
} from './support/vocabulary';

/** An o200k_base configuration with text beyond the default one (whose counts ship with the build). */
const seedEditedConfigWithO200k = (page: Page) =>
  seedConfig(page, (state) => {
    state.tokens.encoding = 'o200k_base';
    state.gemini.userMemory = 'Prefer small, well-named functions.';
  });

test.describe('Gemini vocabulary on the meter', () => {
  // Loading a 2.8 MB vocabulary and Monaco on a shared 2-core machine takes its time.
  test.slow();

  test('downloads once with progress, then counts every figure with Gemini tokens', async ({
    page,
    context,
  }) => {
    await seedEditedConfigWithO200k(page);
    const requests = countVocabularyRequests(context);
    // Hold the download back a little so its progress is on screen long enough to see.
    await context.route(VOCABULARY_URL, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const watch = await openApp(page);
    await expectCountedWith(page, 'o200k_base');
    const o200k = await readTokenTotal(page);
    expect(requests.count).toBe(0); // never fetched before it is needed

    await chooseVocabulary(page, 'gemma3');
    await expect(vocabularyProgress(page)).toBeVisible();
    // The previous figures stay on screen while the vocabulary loads.
    await expect(page.getByTestId('total-tokens')).toHaveText(String(o200k));

    await expectCountedWith(page, 'gemma3');
    const gemini = await readTokenTotal(page);
    expect(gemini).not.toBe(o200k);
    const meter = page.getByRole('region', { name: 'Token meter' });
    await expect(meter.getByText('Gemini vocabulary (Gemma 3)', { exact: true })).toBeVisible();
    await expect(meter.getByLabel('o200k_base tokens')).toHaveText(String(o200k));
    const { rows, footer } = await meterRows(page);
    expect(rows.reduce((sum, row) => sum + row.tokens, 0)).toBe(gemini);
    expect(footer).toBe(gemini);
    expect(requests.count).toBe(1);

    // A second visit takes the vocabulary from browser storage: no request for it.
    await page.reload();
    await expectCountedWith(page, 'gemma3');
    expect(await readTokenTotal(page)).toBe(gemini);
    await page.getByTestId('memory-editor').locator('.view-lines').click();
    await page.keyboard.type('Use tabs.');
    await expect.poll(() => readTokenTotal(page)).toBeGreaterThan(gemini);
    expect(requests.count).toBe(1);
    expectCleanRun(watch);
  });

  test('a first visit shows exact Gemini figures for the default configuration before the vocabulary arrives', async ({
    page,
    context,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(VOCABULARY_URL, async (route) => {
      await held;
      await route.continue();
    });
    await openApp(page);
    // The vocabulary is still held back, so these figures come from the build's counts.
    await expectCountedWith(page, 'gemma3');
    const shipped = await readTokenTotal(page);
    const { rows } = await meterRows(page);
    expect(rows.reduce((sum, row) => sum + row.tokens, 0)).toBe(shipped);

    // Once the vocabulary is there, an edit and its undo give the same figure back.
    release();
    await page.getByTestId('memory-editor').locator('.view-lines').click();
    await page.keyboard.type('x');
    await expect.poll(() => readTokenTotal(page), { timeout: 30_000 }).not.toBe(shipped);
    await page.keyboard.press('Backspace');
    await expect(page.getByTestId('total-tokens')).toHaveText(String(shipped), { timeout: 30_000 });
  });

  test('a blocked vocabulary download says why and offers a retry; o200k keeps working', async ({
    page,
    context,
  }) => {
    await seedEditedConfigWithO200k(page);
    await context.route(VOCABULARY_URL, (route) => route.abort('blockedbyclient'));
    await openApp(page);
    await expectCountedWith(page, 'o200k_base');
    const o200k = await readTokenTotal(page);

    await chooseVocabulary(page, 'gemma3');
    const alert = page.getByRole('region', { name: 'Token meter' }).getByRole('alert');
    await expect(alert).toContainText('could not download the Gemini vocabulary', {
      timeout: 20_000,
    });
    await expect(alert.getByRole('button', { name: 'Retry the download' })).toBeVisible();

    await chooseVocabulary(page, 'o200k_base');
    await expectCountedWith(page, 'o200k_base');
    expect(await readTokenTotal(page)).toBe(o200k);
    await expect(page.getByRole('region', { name: 'Token meter' }).getByRole('alert')).toHaveCount(
      0,
    );
  });
});
