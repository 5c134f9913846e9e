import { expect, test, type Locator, type Page } from '@playwright/test';
import { openApp } from './support/app';
import { openView } from './support/context';

/**
 * A first visit that goes offline: each view whose code has not loaded yet either opens (the
 * service worker took control of the page and precached it) or says in the page that it cannot
 * load offline, with a way to try again. The page itself never turns into the browser's own
 * offline page.
 */

/** Each lazy view by its tab label, and what shows once it has opened. */
const VIEWS: { tab: string; opened: (page: Page) => Locator }[] = [
  {
    tab: 'Compression',
    opened: (page) => page.getByRole('heading', { name: 'Timeline and summary', level: 2 }),
  },
  { tab: 'Session cost', opened: (page) => page.getByTestId('session-view') },
  {
    tab: 'Turn & context',
    opened: (page) => page.getByRole('heading', { name: 'Full turn request', level: 2 }),
  },
  { tab: 'Compare', opened: (page) => page.getByTestId('compare-view') },
  { tab: 'Release notes', opened: (page) => page.getByTestId('release-notes') },
];

/** The page is still the app (a reload offline would show the browser's own page instead). */
async function expectStillTheApp(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Promptscope', level: 1 })).toBeVisible();
}

test('before the service worker runs, an unloaded view says it cannot load offline, then opens on retry', async ({
  page,
  context,
}) => {
  // Five views, each failing then retried, on a machine shared with other runs.
  test.setTimeout(120_000);
  // Service workers are blocked here (playwright.config.ts): the page stays uncontrolled, as a
  // first visit is before its worker has installed.
  await openApp(page);
  await context.setOffline(true);
  let retried = 0;
  for (const view of VIEWS) {
    await openView(page, view.tab);
    const failed = page.getByTestId('view-error');
    await expect(view.opened(page).or(failed)).toBeVisible({ timeout: 30_000 });
    await expectStillTheApp(page);
    if (await view.opened(page).isVisible()) continue;
    await expect(failed).toContainText('You are offline');
    await context.setOffline(false);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(view.opened(page)).toBeVisible({ timeout: 30_000 });
    await expect(failed).toBeHidden();
    // The view's styles came with it: no stylesheet is left failed from the offline attempt.
    await expect.poll(() => page.evaluate(unloadedStylesheets), { timeout: 10_000 }).toEqual([]);
    retried += 1;
    await context.setOffline(true);
  }
  await context.setOffline(false);
  // Without a service worker nothing was cached: the offline path was taken, not skipped.
  expect(retried).toBeGreaterThan(0);
});

/**
 * The stylesheets linked in the page that have not loaded (run in the page). A disabled link
 * only names a stylesheet the page inlined (scripts/build/staticShell.ts): never fetched.
 */
function unloadedStylesheets(): string[] {
  return Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
    .filter((link) => !link.disabled && link.sheet === null)
    .map((link) => link.href);
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('on a first visit the worker takes control, and every view opens offline', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await openApp(page);
    // No reload: the worker claims the page it was installed from once it has precached.
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
        timeout: 60_000,
      })
      .toBe(true);
    await context.setOffline(true);
    for (const view of VIEWS) {
      await openView(page, view.tab);
      await expect(view.opened(page)).toBeVisible({ timeout: 30_000 });
      await expectStillTheApp(page);
    }
    await context.setOffline(false);
  });
});
