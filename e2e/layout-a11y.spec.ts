import { expect, test, type Page } from '@playwright/test';
import { expectCleanRun, openApp } from './support/app';
import { saveSnapshot } from './support/compare';
import { closeDialog, DIALOGS, openDialog } from './support/dialogs';
import {
  axeViolations,
  clippedOrOverlappingText,
  showView,
  useTheme,
  useWidth,
  VIEWS,
} from './support/layout';
import { selectCliVersion } from './support/versions';

const WIDTHS = [360, 1024, 1440] as const;
const THEMES = ['light', 'dark'] as const;

/**
 * `LAYOUT_FULL=1`: every rule at every width in both themes and versions (the whole matrix,
 * several minutes; run by hand before a release). Without it, the pared-down matrix below.
 */
const FULL = process.env['LAYOUT_FULL'] === '1';

/** axe rules whose outcome can change with the page's width (overflow, hidden content). */
const WIDTH_RULES = ['scrollable-region-focusable'];

/**
 * The dark theme changes colours only (custom properties and `color-scheme` under
 * `:root[data-theme='dark']` in src/ui/styles.css), never a size: where text fits is the light
 * theme's finding at every width. The dark theme is checked where colour matters, with every axe
 * rule (contrast among them) at the narrowest width.
 */
const DARK_WIDTHS: readonly number[] = FULL ? WIDTHS : [WIDTHS[0]];

/**
 * Every view and dialog at the given widths: no text is clipped or overlaps (measured, see
 * `clippedOrOverlappingText`) and axe finds nothing: every rule at the narrowest width, the
 * width-dependent ones at the others (a full axe pass costs seconds). Soft checks, so one run
 * lists every problem.
 */
async function checkAtEveryWidth(
  page: Page,
  where: string,
  widths: readonly number[] = WIDTHS,
): Promise<void> {
  for (const width of widths) {
    await useWidth(page, width);
    const at = `${where} at ${width} px`;
    expect.soft(await clippedOrOverlappingText(page), `clipped or overlapping: ${at}`).toEqual([]);
    const rules = FULL || width === WIDTHS[0] ? undefined : WIDTH_RULES;
    expect.soft(await axeViolations(page, rules), `axe: ${at}`).toEqual([]);
  }
}

test.describe('accessibility and layout at 360–1440 px', () => {
  // 25–60 s per test on CI; a stuck step fails well before the 15-minute CI budget.
  test.setTimeout(FULL ? 900_000 : 240_000);

  for (const theme of THEMES) {
    test(`every view and dialog, v0.61 (${theme} theme)`, async ({ page }, info) => {
      const watch = await openApp(page);
      await useTheme(page, theme);
      await saveSnapshot(page);
      await selectCliVersion(page, '0.61.0');
      const widths = theme === 'dark' ? DARK_WIDTHS : WIDTHS;
      for (const view of VIEWS) {
        await showView(page, view);
        await checkAtEveryWidth(page, `${view}, v0.61, ${theme}`, widths);
      }
      // The dialogs are the same in both versions: checked once per theme, with v0.61.
      await showView(page, 'System prompt');
      for (const dialog of DIALOGS) {
        const opened = await openDialog(page, dialog);
        await checkAtEveryWidth(page, `${dialog.name} dialog, v0.61, ${theme}`, widths);
        await closeDialog(page, opened);
      }
      // The screenshots: the default view of a new user's default version, at each width.
      for (const width of WIDTHS) {
        await useWidth(page, width);
        const path = info.outputPath(`system-prompt-${width}-${theme}.png`);
        await page.screenshot({ path });
        await info.attach(`System prompt at ${width} px, ${theme}`, {
          path,
          contentType: 'image/png',
        });
      }
      expectCleanRun(watch);
    });
  }

  // 2026-02 changes what the views hold, not how they are laid out: its views are checked in
  // both themes in one page, at the narrowest and the widest width (dark: the narrowest).
  test('every view, 2026-02 (light and dark themes)', async ({ page }) => {
    const watch = await openApp(page);
    await saveSnapshot(page);
    await selectCliVersion(page, '2026-02');
    for (const theme of THEMES) {
      await useTheme(page, theme);
      for (const view of VIEWS) {
        await showView(page, view);
        const widths = FULL ? WIDTHS : theme === 'dark' ? DARK_WIDTHS : [WIDTHS[0], WIDTHS[2]];
        await checkAtEveryWidth(page, `${view}, 2026-02, ${theme}`, widths);
      }
    }
    expectCleanRun(watch);
  });
});
