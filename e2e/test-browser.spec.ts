import { expect, test } from '@playwright/test';

/**
 * The suite's own browser, not the app: playwright.config.ts switches off the address bar's
 * WebUI popups that Chromium starts in renderers of their own for every window (one per test),
 * which cost about 2 s of CPU per test on CI. A Chromium that renames those features would
 * bring the cost back silently; this says so instead.
 */
test('the test browser starts no browser-UI pages beside the page under test', async ({
  browser,
  page,
}) => {
  await page.setContent('<h1>Only this page</h1>');
  const cdp = await browser.newBrowserCDPSession();
  // Chromium starts the popups just after the window opens: give them the time they would take.
  await page.waitForTimeout(1_500);
  const { targetInfos } = (await cdp.send('Target.getTargets', { filter: [{}] })) as {
    targetInfos: { type: string; url: string }[];
  };
  await cdp.detach();
  expect(targetInfos.filter((t) => t.url.startsWith('chrome://')).map((t) => t.url)).toEqual([]);
  expect(targetInfos.some((t) => t.type === 'page')).toBe(true);
});
