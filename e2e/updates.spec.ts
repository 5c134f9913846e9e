import { expect, test, type Page } from '@playwright/test';
import { openApp, waitForApp } from './support/app';
import { sectionToggle } from './support/controls';
import { notice } from './support/faults';
import { readTokenTotal } from './support/meter';

/**
 * A new version accepted in one tab switches every open tab to it; a tab whose work cannot be
 * saved first is not reloaded into loss (src/ui/shell/serviceWorker.ts).
 */

/** Marks when the app has registered its service worker (it waits for a quiet moment first). */
async function recordRegistration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (...args: Parameters<typeof register>) => {
      (window as unknown as { __registered: boolean }).__registered = true;
      return register(...args);
    };
  });
}

/** Opens the app in `page`, controlled by the service worker, with its update watch running. */
async function openControlled(page: Page): Promise<void> {
  await recordRegistration(page);
  await openApp(page);
  await readTokenTotal(page);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
      message: 'the service worker controls the page',
      timeout: 60_000,
    })
    .toBe(true);
  await expect
    .poll(
      () => page.evaluate(() => (window as unknown as { __registered?: boolean }).__registered),
      {
        message: 'the app has registered its service worker',
        timeout: 60_000,
      },
    )
    .toBe(true);
}

/**
 * A deploy as the open tabs see it: a new service worker installs and waits. (Registered under
 * another script address, so the browser installs it even though the server's files are the
 * same.)
 */
async function deployNewVersion(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js?next-build', { scope: '/' });
  });
}

test.describe('updates', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a tab whose saving is held is not reloaded into loss by another tab’s update', async ({
    context,
  }) => {
    // Two tabs, a service worker installed twice, reloads: several minutes on a shared machine.
    test.setTimeout(240_000);
    const first = await context.newPage();
    await openApp(first);
    await first.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Opened again: controlled by the worker from its start, as a returning visit is.
    await openControlled(first);
    const second = await context.newPage();
    await openControlled(second);

    // The first tab saves a change: the second holds its saving until its user chooses...
    await (await sectionToggle(first, 'Git Repository')).click();
    await expect(
      notice(second, /Another Promptscope tab saved a different configuration/),
    ).toBeVisible();
    // ...and makes a change of its own, which is therefore not saved.
    const secondMemory = await sectionToggle(second, 'Final Reminder');
    const memoryWasOn = await secondMemory.isChecked();
    await secondMemory.click();
    await expect(secondMemory).toBeChecked({ checked: !memoryWasOn });
    await second.evaluate(
      () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
    );

    await deployNewVersion(first);
    const offer = notice(first, 'A new version of Promptscope is available');
    await expect(offer).toBeVisible({ timeout: 60_000 });
    // The first tab (saved) reloads into the new version...
    await Promise.all([
      first.waitForEvent('load'),
      offer.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await waitForApp(first);
    // ...the second says why it stays, and still has its change.
    await expect(
      notice(second, /A new version of Promptscope is ready, but this tab was not reloaded/),
    ).toBeVisible({ timeout: 30_000 });
    expect(
      await second.evaluate(
        () => (window as unknown as { __sameDocument?: boolean }).__sameDocument,
      ),
    ).toBe(true);
    await expect(secondMemory).toBeChecked({ checked: !memoryWasOn });

    // Its user keeps this tab's configuration; now saved, the tab reloads with it.
    await notice(second, /Another Promptscope tab/)
      .getByRole('button', { name: 'Keep mine' })
      .click();
    await Promise.all([
      second.waitForEvent('load'),
      notice(second, /this tab was not reloaded/)
        .getByRole('button', { name: 'Reload', exact: true })
        .click(),
    ]);
    await waitForApp(second);
    await expect(await sectionToggle(second, 'Final Reminder')).toBeChecked({
      checked: !memoryWasOn,
    });
  });
});
