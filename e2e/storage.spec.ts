import { expect, test } from '@playwright/test';
import { openApp } from './support/app';
import { waitForFirstCount } from './support/compare';
import { openContextView } from './support/context';
import {
  BACKUP_KEY,
  CONFIG_KEY,
  expectSaved,
  notice,
  reloadWithSavedText,
  storedValue,
} from './support/faults';
import { downloadOf } from './support/share';

const LIMIT = 4_000_000;

test.describe('saved data', () => {
  for (const [label, raw, says] of [
    ['corrupt', '{"version":1,"state":{"gemini":{"userMemory":"half a sav', /could not be read/],
    [
      'newer-version',
      '{"version":99,"state":{"fromTheFuture":true}}',
      /newer Promptscope \(schema 99\)/,
    ],
  ] as const) {
    test(`${label} saved data is backed up and offered for download`, async ({ page }) => {
      await openApp(page);
      await reloadWithSavedText(page, raw);
      const told = notice(page, says);
      await expect(told).toBeVisible();
      const backups = JSON.parse((await storedValue(page, BACKUP_KEY)) ?? '[]') as {
        raw: string;
      }[];
      expect(backups[0]?.raw).toBe(raw);
      const file = await downloadOf(page, () =>
        told.getByRole('button', { name: 'Download the saved data' }).click(),
      );
      expect(file.text).toBe(raw);
      // Told once: the next load reads this tab's own save and says nothing.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Promptscope', level: 1 })).toBeVisible();
      await expect(notice(page, says)).toHaveCount(0);
      const kept = JSON.parse((await storedValue(page, BACKUP_KEY)) ?? '[]') as { raw: string }[];
      expect(kept[0]?.raw).toBe(raw);
    });
  }

  test('4,000,001 characters are refused at input; 4,000,000 survive a reload', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await openApp(page);
    await openContextView(page);
    const message = page.getByLabel(/Your message/);
    await message.fill('x'.repeat(LIMIT + 1));
    await expect(notice(page, /4,000,001 characters long.*at most 4,000,000/)).toBeVisible();
    expect(await message.evaluate((el: HTMLTextAreaElement) => el.value.length)).toBeLessThan(
      LIMIT + 1,
    );
    await message.fill('y'.repeat(LIMIT));
    await expectSaved(page, 'y'.repeat(1000), LIMIT + 1);
    await page.reload();
    // Building the turn view around a 4,000,000-character message takes a while.
    await page.getByRole('button', { name: 'Turn & context' }).click();
    await expect(page.getByRole('heading', { name: 'Full turn request', level: 2 })).toBeVisible({
      timeout: 120_000,
    });
    await expect
      .poll(
        () =>
          page.getByLabel(/Your message/).evaluate((el: HTMLTextAreaElement) => el.value.length),
        {
          timeout: 20_000,
        },
      )
      .toBe(LIMIT);
    await expect(notice(page, /damaged|not saved/)).toHaveCount(0);
  });

  test('a change saved in another tab is noticed within a second', async ({ page, context }) => {
    // When the other tab's save reaches this page, and when the notice first shows: the second
    // is what the app controls (the browser's delivery between tabs is not the app's).
    await page.addInitScript(() => {
      const times = { arrived: 0, shown: 0 };
      (window as unknown as { __otherTab: typeof times }).__otherTab = times;
      window.addEventListener('storage', () => (times.arrived ||= performance.now()), true);
      new MutationObserver(() => {
        if (times.shown) return;
        const shown = Array.from(document.querySelectorAll('[data-testid="notice"]')).some((n) =>
          n.textContent?.includes('Another Promptscope tab'),
        );
        if (shown) times.shown = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await openApp(page);
    // This tab has finished its start (first count shown) before the other tab writes.
    await waitForFirstCount(page);
    const other = await context.newPage();
    await openApp(other);
    await openContextView(other);
    await other.getByLabel(/Your message/).fill('Written in the other tab');
    await expectSaved(other, 'Written in the other tab');
    const told = notice(page, /Another Promptscope tab saved a different configuration/);
    await expect(told).toBeVisible({ timeout: 10_000 });
    const times = await page.evaluate(
      () => (window as unknown as { __otherTab: { arrived: number; shown: number } }).__otherTab,
    );
    expect(times.arrived).toBeGreaterThan(0);
    expect(times.shown - times.arrived).toBeLessThanOrEqual(1_000);
    // Nothing is overwritten silently: this tab does not save until the user chooses.
    expect(await storedValue(page, CONFIG_KEY)).toContain('Written in the other tab');
    await told.getByRole('button', { name: /Load the other tab/ }).click();
    await openContextView(page);
    await expect(page.getByLabel(/Your message/)).toHaveValue('Written in the other tab');
  });
});
