/* global document -- functions passed to page.evaluate run in the page */
/**
 * Time from navigation start until the first control in the Controls pane is rendered,
 * visible, enabled (React has attached its handlers by then) and painted, on a cold page.
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
      const ready = await handle.jsonValue();
      // Rendered is not usable until painted: wait for the first contentful paint too.
      const paint = await page.evaluate(
        () =>
          new Promise((resolve) => {
            new PerformanceObserver((list, observer) => {
              const entry = list.getEntriesByName('first-contentful-paint')[0];
              if (!entry) return;
              observer.disconnect();
              resolve(entry.startTime);
            }).observe({ type: 'paint', buffered: true });
          }),
      );
      usable.push(Math.max(ready, paint));
      fcp.push(paint);
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
      figure(
        'first contentful paint (median)',
        median(fcp),
        'ms',
        {},
        "index.html's header shell; the app's own first paint is the figure above",
      ),
    ];
  },
};
