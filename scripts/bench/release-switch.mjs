/* global document, HTMLSelectElement, MutationObserver -- functions passed to page.evaluate run in the page */
/**
 * Switching the CLI release in the version control: the time from the change until the meter
 * shows a settled total for the new release's text (the Total tokens element's data-chars
 * changed, not stale). The first switch to each release loads its chunk (cold); switching back
 * to a release seen before is warm.
 */
import { figure, median } from './lib/stats.mjs';

/**
 * Each step differs in text from the one before it (0.58.0 and 0.59.0 share theirs). The first
 * (to 0.45.0) is the page's first count of a text the build did not count: the count worker
 * loads the Gemini vocabulary then, whatever changed, so it is reported apart.
 */
const WARM_UP = '0.45.0';
const STEPS = [
  WARM_UP,
  '0.59.0',
  '0.61.0',
  '0.52.0',
  '0.61.0',
  '0.44.1',
  '0.59.0',
  '0.52.0',
  '0.61.0',
];

function switchAll(versions) {
  const select = document.querySelector('[data-testid="cli-version-select"]');
  // Looked up at every change: the meter may render a new element for the new figures.
  const out = () => document.querySelector('[data-testid="total-tokens"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set;
  const settledAfter = (chars) =>
    out()?.dataset.stale === 'false' &&
    out()?.dataset.chars !== chars &&
    /^\d+$/.test(out()?.textContent ?? '');
  const one = (version) =>
    new Promise((resolve, reject) => {
      const chars = out()?.dataset.chars;
      const started = performance.now();
      const observer = new MutationObserver(() => {
        if (!settledAfter(chars)) return;
        observer.disconnect();
        resolve(performance.now() - started);
      });
      observer.observe(document.body, {
        attributes: true,
        childList: true,
        characterData: true,
        subtree: true,
      });
      setTimeout(() => {
        observer.disconnect();
        const shown = out();
        reject(
          new Error(
            `no settled total 30 s after switching to ${version} (chars ${chars} → ${shown?.dataset.chars}, stale ${shown?.dataset.stale})`,
          ),
        );
      }, 30_000);
      setValue.call(select, version);
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  return (async () => {
    const times = [];
    for (const version of versions) {
      times.push(await one(version));
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    return times;
  })();
}

export default {
  name: 'release-switch',
  description: 'switching the CLI release → the meter’s new settled total',
  async run({ browser, baseURL, log }) {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    await page.goto(baseURL);
    await page.waitForFunction(
      () => {
        const out = document.querySelector('[data-testid="total-tokens"]');
        return out?.dataset.stale === 'false' && /^\d+$/.test(out.textContent ?? '');
      },
      null,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(3_000); // the page's idle work (vocabulary, chunks) settles
    const [warmUp, ...times] = await page.evaluate(switchAll, STEPS);
    await context.close();
    const seen = new Set(['0.61.0', WARM_UP]);
    const cold = [];
    const warm = [];
    STEPS.slice(1).forEach((version, i) => {
      (seen.has(version) ? warm : cold).push(times[i]);
      seen.add(version);
    });
    log(
      STEPS.slice(1)
        .map((v, i) => `${v} ${times[i].toFixed(0)} ms`)
        .join(', '),
    );
    return [
      figure(
        'first switch after load (the worker loads the Gemini vocabulary)',
        warmUp,
        'ms',
        {},
        `to ${WARM_UP}; the first count of any text the build did not count pays the same`,
      ),
      figure(
        'release switch → new total (every switch, max)',
        Math.max(...times),
        'ms',
        { max: 150 },
        `median ${median(times).toFixed(0)} ms over ${times.length} switches`,
      ),
      figure(
        'release switch, first visit to a release (chunk load), median',
        median(cold),
        'ms',
        {},
        cold.map((t) => t.toFixed(0)).join(' / '),
      ),
      figure(
        'release switch, release seen before, median',
        median(warm),
        'ms',
        {},
        warm.map((t) => t.toFixed(0)).join(' / '),
      ),
    ];
  },
};
