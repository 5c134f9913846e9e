import { expect, test } from '@playwright/test';
import { expectCleanRun, openApp } from './support/app';
import {
  compareRows,
  comparisonLink,
  diffSideText,
  openCompare,
  openPromptView,
  pickSources,
  settingsDiffLines,
  waitForFirstCount,
} from './support/compare';
import { importBadge, importPromptFile } from './support/importPrompt';
import { readTokenTotal, seedConfig } from './support/meter';
import { chooseExport, downloadOf } from './support/share';
import { selectCliVersion } from './support/versions';

test.describe('compare sources: the other CLI version, imported vs modeled', () => {
  // Each test counts with the Gemini vocabulary more than once; allow for a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('this configuration in 2026-02: v0.61-only sections on one side, totals as the meter', async ({
    page,
    browser,
  }) => {
    // YOLO and the task tracker give v0.61 two sections 2026-02 does not have.
    await seedConfig(page, (state) => {
      state.gemini.approvalMode = 'yolo';
      state.gemini.taskTrackerEnabled = true;
    });
    const watch = await openApp(page);
    await waitForFirstCount(page);
    const currentTotal = await readTokenTotal(page);

    await openCompare(page);
    await pickSources(page, 'Current work in 2026-02', 'Current work');
    const { rows, totalA, totalB } = await compareRows(page);
    const presence = (title: string) => rows.find((r) => r.title === title)?.presence;
    expect(presence('Task Tracker')).toBe('only in B');
    expect(presence('Autonomous Mode (YOLO)')).toBe('only in B');
    expect(presence('Final Reminder')).toBe('only in A');
    expect(presence('Core Mandates')).toBe('');
    expect(rows.reduce((sum, r) => sum + (r.a ?? 0), 0)).toBe(totalA);
    expect(rows.reduce((sum, r) => sum + (r.b ?? 0), 0)).toBe(totalB);
    expect(totalB).toBe(currentTotal);
    expect((await settingsDiffLines(page))[0]).toBe('CLI version: 2026-02 → 0.61.0');

    // Each side's own first message: 2026-02 opens plainly, v0.61 with <session_context>.
    await page.getByRole('tab', { name: 'First message' }).click();
    expect(await diffSideText(page, 'compare-diff-first', 'original')).toMatch(
      /^This is the Gemini CLI/,
    );
    expect(await diffSideText(page, 'compare-diff-first', 'modified')).toMatch(
      /^<session_context>/,
    );

    // The link carries the version switch and opens the same comparison elsewhere.
    const link = await comparisonLink(page);
    const summary = await page.getByTestId('compare-summary').textContent();
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    const otherWatch = await openApp(other, link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(other.getByTestId('compare-source-a')).toHaveValue('link:a');
    expect(await compareRows(other)).toEqual({ rows, totalA, totalB });
    await expect(other.getByTestId('compare-summary')).toHaveText(summary ?? '');
    expect(await settingsDiffLines(other)).toEqual(await settingsDiffLines(page));
    expectCleanRun(otherWatch);
    await fresh.close();

    // The meter, switched to 2026-02 by the version control, shows side A's total.
    await openPromptView(page);
    await selectCliVersion(page, '2026-02');
    await expect.poll(() => readTokenTotal(page), { timeout: 60_000 }).toBe(totalA);

    // Back at v0.61, "What changed since 2026-02" opens the same comparison.
    await selectCliVersion(page, '0.61.0');
    await page.getByTestId('what-changed').locator('summary').click();
    await page.getByTestId('what-changed-compare').click();
    await expect(page.getByTestId('compare-source-a')).toHaveValue('version:2026-02');
    await expect(page.getByTestId('compare-source-b')).toHaveValue('current');
    expect(await compareRows(page)).toEqual({ rows, totalA, totalB });
    expectCleanRun(watch);
  });

  test('our export changed in one section vs the modeled prompt: exactly that section differs', async ({
    page,
    browser,
  }) => {
    const watch = await openApp(page);
    await waitForFirstCount(page);
    const modeledTotal = await readTokenTotal(page);
    const file = await downloadOf(page, () =>
      chooseExport(page, 'Download the prompt as sent (final text)'),
    );
    expect(file.text).toContain('\n# Hook Context\n');
    const changed = file.text.replace(
      '\n# Hook Context\n',
      '\n# Hook Context\n\nOur house adds one more rule to this section.\n',
    );
    await importPromptFile(page, 'system.md', changed);
    await expect(importBadge(page)).toHaveText('system.md · imported');
    // Counting the imported text may take a while on a busy machine.
    await expect.poll(() => readTokenTotal(page), { timeout: 60_000 }).not.toBe(modeledTotal);
    const importedTotal = await readTokenTotal(page);
    expect(importedTotal).toBeGreaterThan(modeledTotal);
    // The import is offered in modeled mode too.
    await page.getByRole('button', { name: 'Show modeled prompt' }).click();
    await expect(importBadge(page)).toHaveText('system.md · import kept');
    await expect.poll(() => readTokenTotal(page), { timeout: 60_000 }).toBe(modeledTotal);

    await openCompare(page);
    await pickSources(page, 'Modeled prompt (from the configuration)', 'Imported: system.md');
    const { rows, totalA, totalB } = await compareRows(page);
    expect(totalA).toBe(modeledTotal);
    expect(totalB).toBe(importedTotal);
    expect(rows.filter((r) => r.change !== 'same').map((r) => r.title)).toEqual(['Hook Context']);
    expect(rows.filter((r) => r.presence !== '')).toEqual([]);
    expect(rows[0]?.title).toBe('Hook Context');
    expect(await settingsDiffLines(page)).toEqual([
      'Prompt: modeled from the configuration → the imported file “system.md”',
    ]);
    await expect(page.getByTestId('compare-summary')).toContainText(
      `B is ${(importedTotal - modeledTotal).toLocaleString('en-US')} tokens larger: Hook Context +`,
    );

    // The link carries the imported text; a fresh browser opens the same comparison.
    const link = await comparisonLink(page);
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    const otherWatch = await openApp(other, link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(other.getByTestId('compare-source-b')).toHaveValue('link:b');
    expect(await compareRows(other)).toEqual({ rows, totalA, totalB });
    expect(await settingsDiffLines(other)).toEqual(await settingsDiffLines(page));
    expectCleanRun(otherWatch);
    await fresh.close();
    expectCleanRun(watch);
  });
});
