import { expect, test } from '@playwright/test';
import { seedConfig } from './support/meter';
import { generateSyntheticHistory } from '../src/core';
import { expectCleanRun, openApp, snapshotArtifact, waitForEditor } from './support/app';
import {
  allLocalStorage,
  expectedSplitIndex,
  forceCompression,
  isNetworkFailureLog,
  openCompressionView,
  pickSampleHistory,
  saveGeminiSettings,
  shownSplitIndex,
} from './support/compression';
import {
  INVALID_KEY,
  installMockGemini,
  makeGeminiUnreachable,
  MOCK_GEMINI_BASE_URL,
} from './support/mockGemini';

const KEY = 'test-key-9f8e7d6c5b4a';

test.describe('compression simulator', () => {
  // These specs test the 2026-02 pipeline; a new user now starts on the current CLI.
  test.beforeEach(async ({ page }) => {
    await seedConfig(page, undefined, '2026-02');
  });

  test('shows the split core computes, runs with Gemini and never leaks the key', async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const calls = await installMockGemini(page);
    const watch = await openApp(page);
    await openCompressionView(page);
    await pickSampleHistory(page, 'Bug fix: percent discount codes');
    await forceCompression(page);
    await waitForEditor(page, 'history-editor');
    // The split the page shows is core's: first plain user message at or after 70% of characters.
    await expect
      .poll(() => shownSplitIndex(page))
      .toBe(expectedSplitIndex('bugfix.json', 'gemini-2.5-pro'));
    await page.getByRole('button', { name: 'Jump to split' }).click();
    await expect(page.getByTestId('split-row')).toBeVisible();

    await saveGeminiSettings(page, { apiKey: KEY, baseUrl: MOCK_GEMINI_BASE_URL });
    await page.getByRole('button', { name: 'Run with Gemini' }).click();
    // The streamed snapshot of the summary call, then the verification turn.
    await expect(page.getByTestId('call-summary').getByTestId('streamed-text')).toContainText(
      'for percent discount codes.</overall_goal>',
    );
    await expect(page.getByTestId('call-verify')).toContainText('verified by mock');
    await expect(page.getByTestId('usage-summary')).toContainText('prompt 4321 tokens');
    await expect(page.getByTestId('run-status')).toHaveText('COMPRESSED');
    const before = Number(
      (await page.getByTestId('tokens-before').textContent())?.replace(/,/g, ''),
    );
    const after = Number((await page.getByTestId('tokens-after').textContent())?.replace(/,/g, ''));
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThanOrEqual(before);
    await expect(page.getByTestId('new-summary')).toContainText('verified by mock');
    await expect(page.getByTestId('new-history')).toContainText('kept messages');

    // Two calls (summary + verification), through /v1/ or /v1beta/, the key only in a header.
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call.url).toMatch(/\/v1(beta)?\/models\/[^/]+:streamGenerateContent/);
      expect(call.url).not.toContain(KEY);
      expect(call.apiKeyHeader).toBe(KEY);
    }
    expect(page.url()).not.toContain(KEY);
    expect(await allLocalStorage(page)).not.toContain(KEY);
    await page.getByTestId('run-result').scrollIntoViewIfNeeded();
    await snapshotArtifact(page, testInfo, 'compression-light');
    await page.getByTestId('theme-toggle').click();
    await snapshotArtifact(page, testInfo, 'compression-dark');
    expectCleanRun(watch);
  });

  test('keeps the key in local storage only when remembered', async ({ page }) => {
    await openApp(page);
    await saveGeminiSettings(page, { apiKey: KEY, baseUrl: MOCK_GEMINI_BASE_URL, remember: true });
    expect(await page.evaluate(() => localStorage.getItem('promptscope:gemini-api-key'))).toBe(KEY);
    // The configuration (saved, shared, exported) never holds it.
    expect(
      await page.evaluate(() => localStorage.getItem('promptscope:config') ?? ''),
    ).not.toContain(KEY);
    await page.reload();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Clear key' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await allLocalStorage(page)).not.toContain(KEY);
  });

  test('explains an invalid key and an unreachable API', async ({ page }) => {
    const calls = await installMockGemini(page);
    const watch = await openApp(page);
    await openCompressionView(page);
    await forceCompression(page);
    await expect(page.getByTestId('split-index')).toBeVisible();

    await saveGeminiSettings(page, { apiKey: INVALID_KEY, baseUrl: MOCK_GEMINI_BASE_URL });
    await page.getByRole('button', { name: 'Run with Gemini' }).click();
    const error = page.getByTestId('run-error');
    await expect(error).toContainText('did not accept the API key');
    await expect(error).toContainText('API key not valid');
    expect(calls).toHaveLength(1);

    await makeGeminiUnreachable(page);
    await saveGeminiSettings(page, { apiKey: KEY, baseUrl: MOCK_GEMINI_BASE_URL });
    await page.getByRole('button', { name: 'Run with Gemini' }).click();
    await expect(error).toContainText('Could not reach the Gemini API');
    await expect(error).toContainText(MOCK_GEMINI_BASE_URL);
    await expect(error).not.toContainText(KEY);
    // Chromium logs the refused requests themselves; nothing else may appear.
    watch.consoleProblems = watch.consoleProblems.filter((line) => !isNetworkFailureLog(line));
    expectCleanRun(watch);
  });

  test('names the line of a broken history file and keeps the last good timeline', async ({
    page,
  }) => {
    const watch = await openApp(page);
    await openCompressionView(page);
    await expect(page.getByTestId('split-index')).toBeVisible();
    const bad =
      '[\n  {"role": "user", "parts": [{"text": "hi"}]},\n  {"role": "tool", "parts": []}\n]';
    await page.getByLabel('History file to import').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(bad),
    });
    // A file that is not a valid history is refused whole, naming the line (issue 18).
    const status = page.getByTestId('history-file-status');
    await expect(status).toContainText('broken.json was not imported: line 3');
    await expect(status).toContainText('message 1 has role "tool"');
    await expect(status).toContainText('Your history is unchanged');
    await expect(page.getByTestId('timeline')).toBeVisible();
    expectCleanRun(watch);
  });

  test('opens a multi-megabyte import read-only, plans all of it, and keeps it', async ({
    page,
  }) => {
    const watch = await openApp(page);
    await openCompressionView(page);
    const history = generateSyntheticHistory({ turns: 300, seed: 7 });
    const text = JSON.stringify(history, null, 2);
    expect(text.length).toBeGreaterThan(1_500_000);
    await page.getByLabel('History file to import').setInputFiles({
      name: 'big.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    // Too large for a comfortable editor: a read-only view with a way to edit anyway.
    await expect(page.getByTestId('history-preview-note')).toContainText('read-only');
    await expect(page.getByTestId('history-preview')).toContainText('"role"');
    // The simulator still plans every message of it.
    await expect(page.getByTestId('plan-summary')).toContainText(`of ${history.length}`, {
      timeout: 30_000,
    });
    // Nothing is lost: the whole text is kept in the saved configuration.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const raw = localStorage.getItem('promptscope:config');
          return raw ? String(JSON.parse(raw).state.compression.customHistory ?? '').length : 0;
        }),
      )
      .toBe(text.length);
    await page.getByRole('button', { name: 'Edit anyway' }).click();
    await expect(page.getByTestId('history-preview-note')).toBeHidden();
    expectCleanRun(watch);
  });

  test('plans a 10,000-message synthetic history in the worker and scrolls it', async ({
    page,
  }, testInfo) => {
    const watch = await openApp(page);
    await openCompressionView(page);
    await page.getByLabel('Turns').fill('1430');
    await page.getByLabel('Seed').fill('42');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByTestId('plan-summary')).toContainText('of 9980', { timeout: 30_000 });
    // Windowed: a handful of rows in the DOM, not ten thousand.
    expect(await page.locator('.cmp-row').count()).toBeLessThan(120);
    await page.getByRole('button', { name: 'Jump to split' }).click();
    await expect(page.getByTestId('split-row')).toBeVisible();
    await page
      .getByRole('button', { name: /before and after truncation/ })
      .first()
      .click();
    await expect(page.getByRole('region', { name: /before and after truncation/ })).toContainText(
      'tool_output',
    );
    await snapshotArtifact(page, testInfo, 'compression-synthetic');
    expectCleanRun(watch);
  });
});
