import { expect, test } from '@playwright/test';
import { expectCleanRun, openApp } from './support/app';
import {
  axeViolations,
  clippedOrOverlappingText,
  showView,
  useTheme,
  VIEWS,
} from './support/layout';

const WIDTHS = [1024, 1280, 1440, 1920] as const;
const THEMES = ['light', 'dark'] as const;

test.describe('accessibility and layout', () => {
  test.setTimeout(240_000);

  for (const theme of THEMES) {
    test(`axe finds no violation in any view (${theme} theme)`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      const watch = await openApp(page);
      await useTheme(page, theme);
      for (const view of VIEWS) {
        await showView(page, view);
        expect(await axeViolations(page), `${view}, ${theme}`).toEqual([]);
      }
      expectCleanRun(watch);
    });
  }

  for (const theme of THEMES) {
    test(`no clipped or overlapping text at 1024–1920 px (${theme} theme)`, async ({
      page,
    }, testInfo) => {
      const watch = await openApp(page);
      await useTheme(page, theme);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const view of VIEWS) {
          await showView(page, view);
          expect(await clippedOrOverlappingText(page), `${view} at ${width}px, ${theme}`).toEqual(
            [],
          );
          const path = testInfo.outputPath(`${view.replace(/\W+/g, '-')}-${width}-${theme}.png`);
          await page.screenshot({ path });
        }
      }
      expectCleanRun(watch);
    });
  }
});
