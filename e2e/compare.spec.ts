import { expect, test } from '@playwright/test';
import {
  expectCleanRun,
  openApp,
  snapshotArtifact,
  toggleTheme,
  waitForEditor,
} from './support/app';
import {
  compareRows,
  comparisonLink,
  openCompare,
  openPromptView,
  prefixFigures,
  saveSnapshot,
  waitForFirstCount,
} from './support/compare';
import { openGroup, setApprovalMode } from './support/controls';
import { readTokenTotal, nextTokenTotal, seedConfig } from './support/meter';

test.describe('snapshots and compare', () => {
  // Each test loads the encoding and Monaco more than once; allow for a busy machine.
  test.describe.configure({ timeout: 150_000 });
  test('plan mode vs a snapshot: the workflow sections swap and the totals match the meter', async ({
    page,
  }, testInfo) => {
    const watch = await openApp(page);
    await waitForFirstCount(page);
    const before = await readTokenTotal(page);
    const name = await saveSnapshot(page);
    expect(name).toMatch(/^Gemini CLI · .+ · \d{4}-\d\d-\d\d \d\d:\d\d$/);
    await expect(page.getByTestId('notice').filter({ hasText: 'Saved snapshot' })).toBeVisible();

    await setApprovalMode(page, 'plan');
    const after = await nextTokenTotal(page, before);

    await openCompare(page);
    const { rows, totalA, totalB } = await compareRows(page);
    expect(totalA).toBe(before);
    expect(totalB).toBe(after);
    const primary = rows.find((r) => r.title === 'Primary Workflows');
    const planning = rows.find((r) => r.title === 'Planning Workflow');
    expect(primary).toMatchObject({ presence: 'only in A', b: null });
    expect(planning).toMatchObject({ presence: 'only in B', a: null });
    // The two swapped sections are the largest changes, so they lead the table.
    expect(
      rows
        .slice(0, 2)
        .map((r) => r.title)
        .sort(),
    ).toEqual(['Planning Workflow', 'Primary Workflows']);
    const word = after < before ? 'smaller' : 'larger';
    await expect(page.getByTestId('compare-summary')).toContainText(
      `B is ${Math.abs(after - before).toLocaleString('en-US')} tokens ${word}:`,
    );
    await expect(page.getByTestId('settings-diff')).toContainText('Approval mode');
    await expect(page.getByTestId('settings-diff')).toContainText('Plan');
    await waitForEditor(page, 'compare-diff-system');

    await snapshotArtifact(page, testInfo, 'compare-light');
    await toggleTheme(page);
    await snapshotArtifact(page, testInfo, 'compare-dark');
    expectCleanRun(watch);
  });

  test('editing the last section keeps everything before it as the cached prefix', async ({
    page,
  }) => {
    await seedConfig(page, (state) => {
      state.gemini.userMemory = 'Prefer tabs over spaces.';
    });
    const watch = await openApp(page);
    await waitForFirstCount(page);
    const before = await readTokenTotal(page);
    await saveSnapshot(page, 'Tabs');
    await openGroup(page, 'User memory');
    await waitForEditor(page, 'memory-editor');
    await page.getByTestId('memory-editor').locator('.view-lines').click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('Always ');
    await nextTokenTotal(page, before);
    await expect(page.getByTestId('prefix-break-note')).toContainText(
      'Cached prefix vs snapshot “Tabs” breaks at character',
    );

    // The Final Reminder toggle (the last section) changes the prompt late; the preamble at 0.
    await openGroup(page, 'Sections');
    await expect(page.getByTestId('section-break-PREAMBLE')).toHaveText(
      'Toggling changes the prompt from token 0 on',
    );
    const finalText = (await page.getByTestId('section-break-FINALREMINDER').textContent()) ?? '';
    const finalToken = Number(/token ([\d,]+)/.exec(finalText)?.[1]?.replace(/,/g, ''));
    expect(finalToken).toBeGreaterThan(1000);

    await openCompare(page);
    const { rows, totalA } = await compareRows(page);
    const memory = rows.find((r) => r.title === 'User memory (GEMINI.md)');
    expect(memory?.change).not.toBe('same');
    expect(rows.filter((r) => r.change !== 'same')).toHaveLength(1);
    const everythingBefore = totalA - (memory?.a ?? 0);
    const prefix = await prefixFigures(page);
    // The prefix is every section before the memory plus the memory block's own separator.
    expect(prefix.tokens).toBeGreaterThanOrEqual(everythingBefore);
    expect(prefix.tokens).toBeLessThanOrEqual(everythingBefore + 3);
    expect(prefix.tokens).toBeGreaterThan(finalToken);
    expect((prefix.tokens ?? 0) + (prefix.restA ?? 0)).toBe(totalA);
    expectCleanRun(watch);
  });

  test('a comparison link opens the same comparison in a fresh browser context', async ({
    page,
    browser,
  }) => {
    const watch = await openApp(page);
    await saveSnapshot(page, 'Default');
    await setApprovalMode(page, 'plan');
    await openCompare(page);
    const original = await compareRows(page);
    const summary = await page.getByTestId('compare-summary').textContent();
    const link = await comparisonLink(page);
    expect(link).toContain('#cmp=');

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    const otherWatch = await openApp(other, link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(other.getByTestId('compare-view')).toBeVisible();
    await expect(other.getByTestId('compare-source-a')).toHaveValue('link:a');
    expect(await compareRows(other)).toEqual(original);
    await expect(other.getByTestId('compare-summary')).toHaveText(summary ?? '');
    // The fragment is cleared, so a reload does not reopen the link over the user's work.
    expect(new URL(other.url()).hash).toBe('');
    expectCleanRun(otherWatch);
    await fresh.close();
    expectCleanRun(watch);
  });

  test('snapshots survive a reload; rename, delete with undo, restore', async ({ page }) => {
    const watch = await openApp(page);
    await page.keyboard.press('Control+s');
    await expect(page.getByTestId('save-snapshot-dialog')).toBeVisible();
    await page.getByTestId('snapshot-name').fill('First');
    await page.keyboard.press('Enter');
    await saveSnapshot(page, 'Second');
    await page.reload();
    await openCompare(page);
    const list = page.getByTestId('snapshot-list');
    await expect(list.getByTestId('snapshot-name-text')).toHaveText(['First', 'Second']);
    await expect(list.getByTestId('snapshot-tokens').first()).toHaveText(/^[\d,]+ tokens$/);

    await list.getByRole('button', { name: 'Rename First' }).click();
    await list.getByLabel('New name for First').fill('Baseline');
    await list.getByLabel('New name for First').press('Enter');
    await list.getByRole('button', { name: 'Delete Second' }).click();
    await expect(list.getByTestId('snapshot-name-text')).toHaveText(['Baseline']);
    await list.getByRole('button', { name: 'Undo' }).click();
    await expect(list.getByTestId('snapshot-name-text')).toHaveText(['Baseline', 'Second']);

    await page.reload();
    await openCompare(page);
    await expect(list.getByTestId('snapshot-name-text')).toHaveText(['Baseline', 'Second']);
    await openPromptView(page);
    await setApprovalMode(page, 'plan');
    await openCompare(page);
    await list.getByRole('button', { name: 'Restore Baseline' }).click();
    await expect(
      page.getByTestId('notice').filter({ hasText: 'Restored “Baseline”' }),
    ).toBeVisible();
    await expect(page.getByTestId('compare-summary')).toContainText('A and B are the same prompt');
    expectCleanRun(watch);
  });
});
