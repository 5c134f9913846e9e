import { expect, test, type Page } from '@playwright/test';
import { openApp, waitForApp, waitForEditor } from './support/app';
import { readTokenTotal } from './support/meter';
import { sectionToggle } from './support/controls';

/**
 * The static shell watches the app's start (index.html, `promptscope-start-watch`): when the
 * code does not arrive, the page says so beside the last figure instead of "Loading…" for ever.
 */

/** The shell's own report, shown while the app's code has not loaded. */
const shellProblem = (page: Page) => page.getByTestId('shell-problem');

/** From now on, every script the page asks for fails as a blocked request would. */
async function failEveryScript(page: Page): Promise<void> {
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'script' ? route.abort('blockedbyclient') : route.fallback(),
  );
}

const isFailedLoad = (line: string) => /Failed to load resource|net::ERR_/.test(line);

test.describe('the static shell never waits forever', () => {
  test('code blocked after the first total: the reload says so, and Reload brings the app back with the work', async ({
    page,
  }) => {
    // Two starts of the app and a view, on a machine shared with other runs.
    test.setTimeout(120_000);
    // The code the app fetches by itself once it is quiet (the service worker's registration,
    // blocked in this test), so that only the view opened below asks for code later.
    const lastOwnFetch = page.waitForResponse(/\/assets\/workbox-window[^/]*\.js$/, {
      timeout: 60_000,
    });
    const watch = await openApp(page);
    await readTokenTotal(page);
    const git = await sectionToggle(page, 'Git Repository');
    const wasOn = await git.isChecked();
    await git.click();
    await expect(git).toBeChecked({ checked: !wasOn });

    await waitForEditor(page, 'memory-editor');
    await lastOwnFetch;
    await failEveryScript(page);
    // The Compression view's code is fetched on demand: its failure reloads the page once (to
    // fetch the current build), and that start fails too.
    await page
      .getByRole('navigation', { name: 'Views' })
      .getByRole('button', { name: 'Compression' })
      .click();
    const problem = shellProblem(page);
    await expect(problem).toBeVisible({ timeout: 10_000 });
    await expect(problem).toHaveAttribute('role', 'alert');
    // It names the first of the start's scripts that failed: the entry or a chunk it loads
    // (which one fails first depends on the order the browser asks for them).
    await expect(problem).toContainText(
      /Promptscope could not start: a file of its code \(assets\/[\w-]+\.js\) was blocked on its way to this page/,
    );
    await expect(problem).toContainText('Your work saved in this browser is not affected.');
    await expect(page.getByText('Loading the playground…')).toBeHidden();
    const reload = problem.getByRole('button', { name: 'Reload' });
    await expect(reload).toBeFocused();
    expect(
      watch.consoleProblems.filter((line) => !isFailedLoad(line)),
      'console errors beyond the failed loads',
    ).toEqual([]);

    await page.unroute('**/*');
    await reload.click();
    await waitForApp(page);
    // The view the failure left, and the change made before it.
    await expect(page.getByRole('heading', { name: 'Timeline and summary', level: 2 })).toBeVisible(
      {
        timeout: 20_000,
      },
    );
    await page
      .getByRole('navigation', { name: 'Views' })
      .getByRole('button', { name: 'System prompt' })
      .click();
    await expect(await sectionToggle(page, 'Git Repository')).toBeChecked({ checked: !wasOn });
    await readTokenTotal(page);
    expect(watch.consoleProblems.filter((line) => !isFailedLoad(line))).toEqual([]);
  });

  test('the entry script blocked on a first visit is said within 10 s, beside the first figure', async ({
    page,
  }) => {
    await page.route('**/assets/index-*.js', (route) => route.abort('blockedbyclient'));
    await page.goto('/');
    const problem = shellProblem(page);
    await expect(problem).toContainText(
      /a file of its code \(assets\/index-[\w-]+\.js\) was blocked/,
      {
        timeout: 10_000,
      },
    );
    await expect(page.locator('#shell-figure')).toBeVisible();
    await expect(page.getByTestId('shell-total-tokens')).toHaveText(/^\d+$/);
  });

  test('an entry script missing from the server is said as missing', async ({ page }) => {
    await page.route('**/assets/index-*.js', (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'not here' }),
    );
    await page.goto('/');
    await expect(shellProblem(page)).toContainText('is missing from the server', {
      timeout: 10_000,
    });
    await expect(shellProblem(page).getByRole('button', { name: 'Reload' })).toBeVisible();
  });
});
