import { expect, test, type Page } from '@playwright/test';
import { expectCleanRun, openApp } from './support/app';
import {
  forceCompression,
  isNetworkFailureLog,
  openCompressionView,
  pickSampleHistory,
  saveGeminiSettings,
} from './support/compression';
import { installMockGemini, MOCK_GEMINI_BASE_URL } from './support/mockGemini';

const KEY = 'test-key-rate-limited-1234';

/** Chromium logs the 429 response itself; nothing else may appear. */
function withoutRateLimitLogs(lines: string[]): string[] {
  return lines.filter((line) => !/429|Too Many Requests/i.test(line) && !isNetworkFailureLog(line));
}

async function readyToRun(page: Page): Promise<void> {
  await openCompressionView(page);
  await pickSampleHistory(page, 'Bug fix: percent discount codes');
  await forceCompression(page);
  await saveGeminiSettings(page, { apiKey: KEY, baseUrl: MOCK_GEMINI_BASE_URL });
}

test.describe('run errors', () => {
  // Two full runs (one refused, one streamed) plus a real wait: more than the default minute.
  test.setTimeout(150_000);

  test('a 429 shows where the eye is, says when to retry, and clears the stale status', async ({
    page,
  }) => {
    const calls = await installMockGemini(page, { rateLimited: 1, retryDelaySeconds: 3 });
    const watch = await openApp(page);
    await readyToRun(page);
    await page.getByRole('button', { name: 'Run with Gemini' }).click();

    const error = page.getByTestId('run-error');
    await expect(error).toContainText('429');
    await expect(error).toBeFocused();
    await expect(error).toBeInViewport();
    await expect(error.getByTestId('retry-when')).toContainText('The API asks to wait 3 s');
    // The call that failed no longer claims to be waiting for its first chunk.
    const streamed = page.getByTestId('call-summary').getByTestId('streamed-text');
    await expect(streamed).not.toContainText('Waiting for the first chunk');
    await expect(streamed).toContainText('No answer: the call stopped');

    const again = error.getByRole('button', { name: 'Run again' });
    await expect(again).toBeDisabled();
    await expect(error.getByTestId('retry-when')).toHaveText('You may run again now.', {
      timeout: 8_000,
    });
    await again.click();
    await expect(page.getByTestId('run-status')).toHaveText('COMPRESSED', { timeout: 45_000 });
    await expect(error).toBeHidden();
    expect(calls).toHaveLength(3);
    watch.consoleProblems = withoutRateLimitLogs(watch.consoleProblems);
    expectCleanRun(watch);
  });

  test('with “retry automatically” ticked, the run retries by itself once it may', async ({
    page,
  }) => {
    const calls = await installMockGemini(page, { rateLimited: 1, retryDelaySeconds: 2 });
    const watch = await openApp(page);
    await readyToRun(page);
    await page.getByRole('checkbox', { name: /Retry automatically/ }).check();
    await page.getByRole('button', { name: 'Run with Gemini' }).click();
    await expect(page.getByTestId('retry-when')).toContainText('Promptscope will retry then');
    await expect(page.getByTestId('run-status')).toHaveText('COMPRESSED', { timeout: 45_000 });
    expect(calls).toHaveLength(3);
    watch.consoleProblems = withoutRateLimitLogs(watch.consoleProblems);
    expectCleanRun(watch);
  });
});
