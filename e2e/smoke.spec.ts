import { expect, test } from '@playwright/test';
import {
  currentTheme,
  expectCleanRun,
  openApp,
  snapshotArtifact,
  toggleTheme,
  waitForEditor,
} from './support/app';

test.describe('app shell', () => {
  test('loads cleanly, mounts Monaco with a real worker, and stays on 127.0.0.1', async ({
    page,
  }) => {
    const watch = await openApp(page);
    // The three panes render before (and without) the editor.
    for (const pane of ['Controls', 'Prompt', 'Insights']) {
      await expect(page.getByRole('heading', { name: pane, level: 2 })).toBeVisible();
    }
    await waitForEditor(page, 'prompt-editor');
    // Monaco's language services run in a Web Worker, bundled and served locally.
    await expect.poll(() => watch.workers.length).toBeGreaterThan(0);
    expect(watch.workers.every((url) => url.startsWith('http://127.0.0.1'))).toBe(true);
    expectCleanRun(watch);
  });

  test('theme toggle switches between light and dark; both are captured', async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const watch = await openApp(page);
    await waitForEditor(page, 'prompt-editor');
    expect(await currentTheme(page)).toBe('light');
    await snapshotArtifact(page, testInfo, 'shell-light');

    await toggleTheme(page); // system -> dark
    expect(await currentTheme(page)).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(246, 247, 249)');
    await snapshotArtifact(page, testInfo, 'shell-dark');

    await toggleTheme(page); // dark -> light
    expect(await currentTheme(page)).toBe('light');
    expectCleanRun(watch);
  });
});
