import { expect, test, type Page } from '@playwright/test';
import { openApp } from './support/app';
import { readTokenTotal, seedConfig } from './support/meter';

/**
 * Figures on arrival: the static page shows the total the meter will show before any of the
 * app's code has run (index.html's first-figure script, src/ui/store/firstFigure.ts).
 */

/** The static shell's figure card, as painted before the app's code runs. */
const shellFigure = (page: Page) => page.locator('#shell-figure');

/** The shell's report that the app's code did not load (its start watch, index.html). */
const noCodeReport = (page: Page) => page.getByTestId('shell-problem');

/** Opens the page with every script file refused: only the HTML and its inline scripts run. */
async function openWithoutAppCode(page: Page): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(noCodeReport(page)).toContainText('could not start');
}

test.describe('the first figure, before the app has loaded', () => {
  test('a new user sees the default configuration’s exact total, the total the meter then shows', async ({
    page,
  }) => {
    await openWithoutAppCode(page);
    await expect(shellFigure(page)).toBeVisible();
    await expect(shellFigure(page)).toContainText('Gemini vocabulary (Gemma 3)');
    await expect(shellFigure(page)).toContainText('exact');
    const shown = page.getByTestId('shell-total-tokens');
    await expect(shown).toHaveText(/^\d+$/);
    await expect(shown).toHaveAttribute('data-encoding', 'gemma3');
    const early = Number(await shown.textContent());

    await page.unroute('**/assets/*.js');
    await openApp(page);
    expect(await readTokenTotal(page)).toBe(early);
    // The app has replaced the shell.
    await expect(shellFigure(page)).toHaveCount(0);
  });

  test('a returning user sees the total last counted for the saved configuration, and nothing once it changed', async ({
    page,
  }) => {
    await seedConfig(page, (state) => {
      state.gemini.userMemory = '# House rules\n\n- Name files for what they hold.\n';
    });
    await openApp(page);
    await readTokenTotal(page);
    // A change the user makes: the saved configuration and its figure are written again.
    await page
      .getByRole('region', { name: 'Token meter' })
      .getByLabel('Encoding')
      .selectOption('o200k_base');
    await expect(page.getByTestId('total-tokens')).toHaveAttribute('data-encoding', 'o200k_base');
    const counted = await readTokenTotal(page);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('promptscope:first-figure') ?? ''))
      .toContain(`"total":${counted}`);

    await openWithoutAppCode(page);
    await expect(shellFigure(page)).toBeVisible();
    await expect(page.getByTestId('shell-total-tokens')).toHaveText(String(counted));
    await expect(page.getByTestId('shell-total-tokens')).toHaveAttribute(
      'data-encoding',
      'o200k_base',
    );
    // The badge the meter showed: o200k figures are an estimate for Gemini.
    await expect(shellFigure(page)).toContainText('estimate');

    // The saved configuration changed elsewhere (another tab, by hand): no figure is claimed.
    await page.evaluate(() => {
      const saved = localStorage.getItem('promptscope:config') ?? '';
      localStorage.setItem('promptscope:config', saved.replace('House rules', 'House Rules'));
    });
    await page.reload();
    await expect(noCodeReport(page)).toContainText('could not start');
    await expect(shellFigure(page)).toBeHidden();
  });
});
