import { expect, type Page, type TestInfo } from '@playwright/test';
import { MOCK_GEMINI_BASE_URL, mockedGeminiPages } from './mockGemini';

/**
 * Product-language helpers for the e2e specs. Every spec opens the app through `openApp`,
 * which also records console problems and any request that leaves 127.0.0.1.
 */
export interface AppWatch {
  consoleProblems: string[];
  foreignRequests: string[];
  workers: string[];
}

export async function openApp(page: Page, path = '/'): Promise<AppWatch> {
  const watch: AppWatch = { consoleProblems: [], foreignRequests: [], workers: [] };
  page.on('console', (message) => {
    // Playwright's own notice when the config blocks service workers (playwright.config.ts).
    if (message.text().includes('Service Worker registration blocked by Playwright')) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      watch.consoleProblems.push(`${message.type()}: ${message.text()}`);
    }
  });
  // With its stack (which starts with the message): a page error names where it was thrown.
  page.on('pageerror', (error) =>
    watch.consoleProblems.push(`pageerror: ${error.stack ?? error.message}`),
  );
  page.on('request', (request) => {
    const url = new URL(request.url());
    const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    // The Gemini API's origin is answered by the mock on pages that installed it.
    if (mockedGeminiPages.has(page) && url.origin === MOCK_GEMINI_BASE_URL) return;
    if (!local && url.protocol !== 'data:' && url.protocol !== 'blob:') {
      watch.foreignRequests.push(request.url());
    }
  });
  page.on('worker', (worker) => watch.workers.push(worker.url()));
  await page.goto(path);
  await waitForApp(page);
  return watch;
}

/**
 * Waits until the app has replaced the static shell of index.html (which shows the heading,
 * and maybe a figure, before the app's code has loaded): its controls answer from then on.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Promptscope', level: 1 })).toBeVisible();
  await expect(page.locator('#static-shell')).toHaveCount(0);
}

/** Waits until the Monaco editor inside the given test id has mounted. */
export async function waitForEditor(page: Page, testId: string): Promise<void> {
  await expect(page.getByTestId(testId)).toHaveAttribute('data-editor-ready', 'true', {
    timeout: 20_000,
  });
}

export async function currentTheme(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.documentElement.dataset['theme']);
}

export async function toggleTheme(page: Page): Promise<void> {
  await page.getByTestId('theme-toggle').click();
}

/** Saves a full-page screenshot as a test artifact (attached to the report too). */
export async function snapshotArtifact(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
  return path;
}

export function expectCleanRun(watch: AppWatch) {
  expect(watch.consoleProblems, 'console errors or warnings').toEqual([]);
  expect(watch.foreignRequests, 'requests that left 127.0.0.1').toEqual([]);
}
