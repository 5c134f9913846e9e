import { expect, test, type Page } from '@playwright/test';
import { openApp, waitForEditor } from './support/app';
import {
  allLocalStorage,
  forceCompression,
  openCompressionView,
  saveGeminiSettings,
} from './support/compression';
import { SECRET_KEY } from './support/faults';
import { readTokenTotal, totalTokens } from './support/meter';
import { chooseExport, downloadOf } from './support/share';

/** Every console line of the page, to look for the key. */
function recordConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (m) => lines.push(m.text()));
  page.on('pageerror', (e) => lines.push(e.message));
  return lines;
}

const echoKey = (status: number) => ({
  status,
  headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
  body: JSON.stringify({
    error: {
      code: status,
      message: `API key not valid: ${SECRET_KEY}`,
      status: 'INVALID_ARGUMENT',
    },
  }),
});

async function expectNoKeyAnywhere(page: Page, consoleLines: string[]): Promise<void> {
  expect(await page.content()).not.toContain(SECRET_KEY);
  expect(consoleLines.join('\n')).not.toContain(SECRET_KEY);
  // Remember is off: the key is in no storage either.
  expect(await allLocalStorage(page)).not.toContain(SECRET_KEY);
  for (const item of ['Download system.md', /^Download configuration/]) {
    const exported = await downloadOf(page, () => chooseExport(page, item));
    expect(exported.text.length).toBeGreaterThan(100);
    expect(exported.text).not.toContain(SECRET_KEY);
  }
}

test.describe('faults', () => {
  test('a view whose chunk is blocked shows its own error and the rest keeps working', async ({
    page,
  }) => {
    await page.route('**/assets/CompressionView-*.js', (route) => route.abort('failed'));
    await openApp(page);
    const before = await readTokenTotal(page);
    await page.getByRole('button', { name: 'Compression', exact: true }).click();
    // One automatic reload (guarded), then the view's own error in its place.
    const error = page.getByTestId('view-error');
    await expect(error).toContainText('The Compression view could not be loaded', {
      timeout: 20_000,
    });
    await expect(error.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Settings' })).toBeEnabled();
    // The other views still work.
    await page.getByRole('button', { name: 'System prompt' }).click();
    expect(await readTokenTotal(page)).toBe(before);
    await page.getByRole('button', { name: 'Turn & context' }).click();
    await expect(page.getByText('Your message (use @path')).toBeVisible({ timeout: 20_000 });
    // The chunk is back: Reload brings the view.
    await page.unroute('**/assets/CompressionView-*.js');
    await page.getByRole('button', { name: 'Compression', exact: true }).click();
    await page.getByTestId('view-error').getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByTestId('view-error')).toBeHidden();
  });

  test('a countTokens 400 echoing the key shows no key in page, console or exports', async ({
    page,
  }) => {
    const consoleLines = recordConsole(page);
    await page.route('**/v1*/models/*:countTokens*', (route) => route.fulfill(echoKey(400)));
    await openApp(page);
    await saveGeminiSettings(page, { apiKey: SECRET_KEY, baseUrl: '' });
    await page.getByRole('button', { name: 'Count exactly' }).click();
    await expect(page.getByText('rejected the request (HTTP 400)')).toBeVisible();
    await expect(page.getByText('[API key hidden]')).toBeVisible();
    await expectNoKeyAnywhere(page, consoleLines);
  });

  test('a compression 400 echoing the key shows no key in page, console or exports', async ({
    page,
  }) => {
    const consoleLines = recordConsole(page);
    await page.route('**/v1*/models/*:streamGenerateContent*', (route) =>
      route.fulfill(echoKey(400)),
    );
    await openApp(page);
    await openCompressionView(page);
    await forceCompression(page);
    await saveGeminiSettings(page, { apiKey: SECRET_KEY, baseUrl: '' });
    await page.getByRole('button', { name: 'Run with Gemini' }).click();
    const error = page.getByTestId('run-error');
    await expect(error).toContainText('[API key hidden]');
    await expectNoKeyAnywhere(page, consoleLines);
  });

  test('a worker killed mid-session is restarted and the meter recovers', async ({ page }) => {
    test.setTimeout(150_000);
    await openApp(page);
    // The first encoding load can be slow on a busy machine.
    await expect(totalTokens(page)).toHaveText(/^\d+$/, { timeout: 60_000 });
    const before = await readTokenTotal(page);
    const counter = page.workers().find((w) => w.url().includes('tokenCount'));
    expect(counter, 'the token-count worker').toBeTruthy();
    await counter!.evaluate(() => self.close());
    await waitForEditor(page, 'memory-editor');
    await page.getByTestId('memory-editor').locator('.view-lines').click();
    await page.keyboard.type('More memory text typed after the worker died.');
    // The silent worker is noticed, replaced, and the count retried: the total moves on.
    await expect.poll(() => readTokenTotal(page), { timeout: 90_000 }).toBeGreaterThan(before);
    await expect
      .poll(() => page.workers().filter((w) => w.url().includes('tokenCount')).length)
      .toBeGreaterThanOrEqual(1);
  });
});
