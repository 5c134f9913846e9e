import { expect, test } from '@playwright/test';
import { expectCleanRun, openApp } from './support/app';
import { forceCompression, openCompressionView } from './support/compression';
import { openContextView, openView } from './support/context';
import { readTokenTotal } from './support/meter';
import {
  compressionVocabularyFigures,
  contextLayerFigures,
  viewVocabularyLabel,
} from './support/viewVocabulary';
import { chooseVocabulary } from './support/vocabulary';

const GEMINI = 'Gemini (Gemma 3 vocabulary)';

test.describe('the compression and Turn & context views count in the meter’s vocabulary', () => {
  test('Gemini by default, one label each, parts adding up; o200k switches both', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const watch = await openApp(page);
    await readTokenTotal(page);

    await openCompressionView(page);
    await forceCompression(page);
    const label = viewVocabularyLabel(page, 'compression');
    await expect(label).toContainText(GEMINI);
    await expect(label.getByText(GEMINI, { exact: true })).toHaveCount(1);
    const gemini = await compressionVocabularyFigures(page);
    expect(gemini.total).toBeGreaterThan(0);
    expect(gemini.summarised).toBeGreaterThan(0);
    expect(gemini.summarised + gemini.kept).toBe(gemini.total);

    await openContextView(page);
    const contextLabel = viewVocabularyLabel(page, 'context');
    await expect(contextLabel.getByText(GEMINI, { exact: true })).toHaveCount(1);
    const layersGemini = await contextLayerFigures(page);
    expect(layersGemini.countedWith).toBe('gemma3');
    expect(layersGemini.total).toBeGreaterThan(0);
    expect(layersGemini.layers.reduce((a, b) => a + b, 0)).toBe(layersGemini.total);
    expect(layersGemini.requestTotal).toBe(layersGemini.total);

    // The meter's encoding switches both views' label and figures.
    await openView(page, 'System prompt');
    await chooseVocabulary(page, 'o200k_base');
    await openContextView(page);
    await expect(contextLabel).toContainText('o200k_base');
    await expect(contextLabel).not.toContainText(GEMINI);
    await expect
      .poll(async () => (await contextLayerFigures(page)).countedWith, { timeout: 60_000 })
      .toBe('o200k_base');
    const layersO200k = await contextLayerFigures(page);
    expect(layersO200k.total).not.toBe(layersGemini.total);
    expect(layersO200k.layers.reduce((a, b) => a + b, 0)).toBe(layersO200k.total);
    expect(layersO200k.requestTotal).toBe(layersO200k.total);

    await openCompressionView(page);
    await expect(label).toContainText('o200k_base');
    await expect(label).not.toContainText(GEMINI);
    await expect(
      page.getByRole('region', { name: "Tokens in the meter's vocabulary" }).locator('dl'),
    ).toHaveAttribute('data-counted-with', 'o200k_base', { timeout: 60_000 });
    const o200k = await compressionVocabularyFigures(page);
    expect(o200k.total).not.toBe(gemini.total);
    expect(o200k.summarised + o200k.kept).toBe(o200k.total);
    expectCleanRun(watch);
  });
});
