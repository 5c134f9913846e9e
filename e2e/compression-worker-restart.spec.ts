import { expect, test, type Page } from '@playwright/test';
import { openApp } from './support/app';
import { openCompressionView, pickSampleHistory } from './support/compression';
import {
  breakCompressionWorker,
  compressionWorkerNotice,
  type CounterFault,
} from './support/faults';

/** The plan status line and the number of plans shown so far. */
const planStatus = (page: Page) => page.getByTestId('plan-status');

async function plannedVersion(page: Page): Promise<number> {
  await expect(planStatus(page)).toHaveText(/^Planned in/, { timeout: 30_000 });
  return Number(await planStatus(page).getAttribute('data-plan-version'));
}

test.describe('a broken compression worker', () => {
  // Noticing a silent worker takes 15 s.
  test.setTimeout(120_000);

  for (const [fault, why] of [
    ['killed', /stopped answering for \d+ s, so it was restarted and is planning again/],
    ['stuck', /stopped answering for \d+ s, so it was restarted and is planning again/],
    ['crashed', /crashed \(.*fault injected by the e2e test.*\), so it was restarted/],
  ] as [CounterFault, RegExp][]) {
    test(`${fault}: it is restarted, the user is told, and the new history is planned`, async ({
      page,
    }) => {
      await openApp(page);
      await openCompressionView(page);
      const before = await plannedVersion(page);
      await breakCompressionWorker(page, fault);
      // A change after the fault: the old worker would leave it waiting forever.
      await pickSampleHistory(page, 'Refactor: raw SQL to Kysely');

      await expect(compressionWorkerNotice(page)).toContainText(why, { timeout: 60_000 });
      await expect(page.getByText(/^Sample: Refactor: raw SQL to Kysely/)).toBeVisible();
      await expect.poll(() => plannedVersion(page), { timeout: 30_000 }).toBeGreaterThan(before);
      const recovered = await plannedVersion(page);

      // Later changes go to the new worker.
      await pickSampleHistory(page, 'Bug fix: percent discount codes');
      await expect.poll(() => plannedVersion(page), { timeout: 30_000 }).toBeGreaterThan(recovered);
    });
  }
});
