import { expect, test, type Page } from '@playwright/test';
import { openApp, waitForEditor } from './support/app';
import {
  breakTokenCounter,
  counterRestartedNotice,
  expectSaved,
  settledTokenTotal,
  type CounterFault,
  waitForVocabularySetUp,
} from './support/faults';
import { readTokenTotal, totalTokens } from './support/meter';

const TYPED = ' More memory text typed after the counter broke.';

async function typeInMemory(page: Page, text: string): Promise<void> {
  await waitForEditor(page, 'memory-editor');
  await page.getByTestId('memory-editor').locator('.view-lines').click();
  await page.keyboard.type(text);
}

/** The total a fresh page shows for the saved configuration (a new page, a new counter). */
async function freshPageTotal(page: Page): Promise<number> {
  const fresh = await page.context().newPage();
  await openApp(fresh);
  const total = await readTokenTotal(fresh);
  await fresh.close();
  return total;
}

test.describe('a broken token counter', () => {
  // Noticing a silent worker takes 12 s; the restarted one may load the vocabulary again.
  test.setTimeout(180_000);

  for (const [fault, why] of [
    ['killed', /stopped answering for \d+ s, so it was restarted/],
    ['stuck', /stopped answering for \d+ s, so it was restarted/],
    ['crashed', /crashed .*, so it was restarted/],
  ] as [CounterFault, RegExp][]) {
    test(`${fault}: it is restarted, the counts in progress fail with a message, the meter recovers`, async ({
      page,
    }) => {
      await openApp(page);
      await expect(totalTokens(page)).toHaveText(/^\d+$/, { timeout: 60_000 });
      const before = await readTokenTotal(page);
      // Broken once the background vocabulary set-up is over, so the 12 s silence limit holds.
      await waitForVocabularySetUp(page);
      await breakTokenCounter(page, fault);
      await typeInMemory(page, TYPED);

      // The user is told, in the meter, what happened.
      const notice = counterRestartedNotice(page);
      await expect(notice).toContainText(why, { timeout: 60_000 });
      if (fault !== 'crashed') await expect(notice).toContainText(/in progress failed/);

      // A new counter takes over and the total follows the text again.
      await expect
        .poll(async () => (await settledTokenTotal(page)) ?? 0, { timeout: 120_000 })
        .toBeGreaterThan(before);
      await expectSaved(page, TYPED.trim());
      const recovered = await readTokenTotal(page);
      expect(recovered).toBe(await freshPageTotal(page));

      // And keeps following it.
      await typeInMemory(page, ' And more.');
      await expect
        .poll(async () => (await settledTokenTotal(page)) ?? 0, { timeout: 60_000 })
        .toBeGreaterThan(recovered);
    });
  }
});
