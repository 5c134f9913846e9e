/* global document, window, MutationObserver -- functions passed to page.evaluate run in the page */
/**
 * Time from navigation start until the first control in the Controls pane is rendered,
 * visible and enabled (React has attached its handlers by then), on a cold page each run.
 */
import { figure, median } from './lib/stats.mjs';

const RUNS = 5;

export default {
  name: 'controls-usable',
  description: 'time to controls usable after navigation (vite preview, cold cache)',
  async run({ browser, baseURL }) {
    const usable = [];
    const fcp = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(baseURL, { waitUntil: 'commit' });
      const handle = await page.waitForFunction(
        () => {
          const control = document.querySelector(
            '[data-testid="pane-controls"] input, [data-testid="pane-controls"] select, [data-testid="pane-controls"] button',
          );
          if (!control || control.disabled || control.getBoundingClientRect().width === 0) {
            return false;
          }
          return performance.now();
        },
        null,
        { polling: 'raf', timeout: 15_000 },
      );
      usable.push(await handle.jsonValue());
      fcp.push(
        await page.evaluate(
          () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        ),
      );
      await context.close();
    }
    return [
      figure(
        'controls usable (median)',
        median(usable),
        'ms',
        { max: 1000 },
        `${RUNS} runs, max ${Math.max(...usable).toFixed(0)} ms`,
      ),
      figure('first contentful paint (median)', median(fcp), 'ms'),
    ];
  },
};
