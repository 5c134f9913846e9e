import { expect, test, type Page } from '@playwright/test';
import { expectCleanRun, openApp, waitForApp } from './support/app';
import { showView } from './support/layout';
import { shareCurrentConfig } from './support/share';

/** The figure a totals card shows, by its label. */
async function figure(page: Page, term: string): Promise<string> {
  const card = page.getByTestId('session-totals').locator('.ses-figure', { hasText: term });
  return (await card.locator('.ses-figure-value').textContent()) ?? '';
}

/** The concrete model the session runs on (its price-table row is marked). */
async function sessionModel(page: Page): Promise<string> {
  const row = page.locator('.ses-row-current th[scope="row"]');
  return ((await row.textContent()) ?? '').replace('this session', '').trim();
}

test.describe('the session cost view', () => {
  test.setTimeout(120_000);

  test('shows totals and plots; an edited price changes them, is kept and travels in links', async ({
    page,
    context,
  }) => {
    const watch = await openApp(page);
    await showView(page, 'Session cost');
    await expect(page.getByTestId('session-totals')).toContainText('Requests');
    const plot = page.getByTestId('cost-plot');
    await expect(plot).toBeVisible();
    await expect(plot).toHaveAttribute('aria-label', /^Cumulative cost over \d+ requests/);
    await expect(page.getByTestId('token-bars')).toBeVisible();
    await expect(page.locator('.ses-table tbody tr').first()).toBeVisible();

    const model = await sessionModel(page);
    expect(model).not.toBe('');
    const before = await figure(page, 'Cost per session');
    expect(before).toMatch(/^\$/);

    // Ten times the input price: the session costs more.
    const input = page.getByLabel(`${model} input price`, { exact: true });
    await input.fill('100');
    await expect.poll(() => figure(page, 'Cost per session')).not.toBe(before);
    const after = await figure(page, 'Cost per session');
    const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));
    expect(dollars(after)).toBeGreaterThan(dollars(before));
    await expect(
      page.getByRole('button', { name: `Reset ${model} to the shipped prices` }),
    ).toBeVisible();

    // Kept locally: a reload shows the edited price and the same total.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('promptscope:config') ?? ''))
      .toContain('"priceOverrides"');
    await page.reload();
    await waitForApp(page);
    await showView(page, 'Session cost');
    await expect(page.getByLabel(`${model} input price`, { exact: true })).toHaveValue('100');
    await expect.poll(() => figure(page, 'Cost per session')).toBe(after);

    // And in a link, opened in a fresh tab.
    const link = await shareCurrentConfig(page);
    const other = await context.newPage();
    await other.goto(link.slice(link.indexOf('/#')));
    await waitForApp(other);
    await showView(other, 'Session cost');
    await expect(other.getByLabel(`${model} input price`, { exact: true })).toHaveValue('100');
    await expect.poll(() => figure(other, 'Cost per session')).toBe(after);

    // Reset puts the shipped price back.
    await page.getByRole('button', { name: `Reset ${model} to the shipped prices` }).click();
    await expect.poll(() => figure(page, 'Cost per session')).toBe(before);
    expectCleanRun(watch);
  });

  test('a generated session of 500 turns shows compressions and pages its requests', async ({
    page,
  }) => {
    const watch = await openApp(page);
    await showView(page, 'Session cost');
    await page.getByLabel('A generated session').check();
    const turns = page.getByTestId('session-turns');
    await turns.fill('500');
    await expect(
      page.getByRole('heading', { name: /^Totals for generated: 500 turns/ }),
    ).toBeVisible({
      timeout: 60_000,
    });
    await page.getByTestId('session-progress').waitFor({ state: 'hidden', timeout: 60_000 });
    expect(Number((await figure(page, 'Compressions')).replace(/,/g, ''))).toBeGreaterThan(0);
    await expect(page.getByTestId('compression-mark').first()).toBeAttached();
    await expect(page.getByRole('navigation', { name: 'Request pages' })).toContainText(
      'page 1 of',
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('navigation', { name: 'Request pages' })).toContainText(
      'page 2 of',
    );
    expectCleanRun(watch);
  });
});
