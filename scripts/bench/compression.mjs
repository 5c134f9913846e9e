/* global document, window -- page.evaluate bodies run in the page */
/**
 * The compression simulator on a 10,000-message history: split, truncation and token estimates
 * computed in the worker (its own timings, shown on the page), the click-to-timeline time, and
 * the longest main-thread task while the worker runs. Two inputs: the synthetic generator
 * (1,430 turns, seed 42 → 9,980 messages, generated in the worker) and the same history
 * imported as a JSON file (parsed in the worker, and loaded into the Monaco editor). The app keeps
 * at most MAX_STATE_TEXT_LENGTH characters per text field and refuses a bigger import with a
 * notice (src/ui/store/inputLimit.ts), so the imported file is the longest prefix of the same
 * history whose JSON fits under that limit (about 4,000 of its 9,980 messages), not all 9.7 MB.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { importCore } from './lib/browser.mjs';
import { figure, median } from './lib/stats.mjs';

const TURNS = 1430;
const SEED = 42;
const WARM_RUNS = 5;

function instrument() {
  const bench = { longtasks: [] };
  window.__cmpBench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      bench.longtasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask' });
}

/** The longest prefix of `history` whose JSON text is at most `maxChars` characters. */
function fittingPrefix(history, maxChars) {
  let length = 2; // "[" and "]"
  let count = 0;
  for (const message of history) {
    const next = length + JSON.stringify(message).length + (count > 0 ? 1 : 0);
    if (next > maxChars) break;
    length = next;
    count++;
  }
  return history.slice(0, count);
}

/**
 * Reads the plan status element's figures once its version passes `after`. An error notice
 * (an import the app refused) ends the wait at once, with the notice's text as the error.
 */
async function nextPlan(page, after) {
  const status = page.getByTestId('plan-status');
  const outcome = await page.waitForFunction(
    (v) => {
      const refused = document.querySelector('.notices .notice-error');
      if (refused) return `refused: ${refused.textContent}`;
      const el = document.querySelector('[data-testid="plan-status"]');
      return Number(el?.dataset.planVersion) > v && el?.getAttribute('aria-busy') === 'false';
    },
    after,
    { timeout: 120_000 },
  );
  const value = await outcome.jsonValue();
  if (typeof value === 'string') throw new Error(value);
  const at = await page.evaluate(() => performance.now());
  const read = async (name) => Number(await status.getAttribute(name));
  return {
    version: await read('data-plan-version'),
    planMs: await read('data-plan-ms'),
    parseMs: await read('data-parse-ms'),
    rowsMs: await read('data-rows-ms'),
    at,
  };
}

/** Clicks, waits for the next plan, and returns its figures plus the long tasks meanwhile. */
async function measure(page, version, act) {
  const started = await page.evaluate(() => performance.now());
  await act();
  const plan = await nextPlan(page, version);
  await page.waitForTimeout(300);
  const tasks = await page.evaluate(
    ([from]) => window.__cmpBench.longtasks.filter((t) => t.start >= from),
    [started],
  );
  await page.evaluate(() => (window.__cmpBench.longtasks = []));
  return {
    ...plan,
    roundTripMs: plan.at - started,
    maxLongTask: Math.max(0, ...tasks.map((t) => t.duration)),
    longTasks: tasks.length,
  };
}

export default {
  name: 'compression',
  description: 'compression plan of a 10,000-message history in the worker',
  async run({ browser, baseURL, root, log }) {
    const core = await importCore(root);
    const history = core.generateSyntheticHistory({ turns: TURNS, seed: SEED });
    const importedHistory = fittingPrefix(history, core.MAX_STATE_TEXT_LENGTH);
    const json = JSON.stringify(importedHistory);
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    await page.goto(baseURL);
    await page
      .getByRole('navigation', { name: 'Views' })
      .getByRole('button', { name: 'Compression' })
      .click();
    const first = await nextPlan(page, 0);
    await page.evaluate(instrument);

    await page.getByLabel('Turns').fill(String(TURNS));
    await page.getByLabel('Seed').fill(String(SEED));
    // The controls are found before the clock starts: a locator looks its element up inside
    // the page (a role query walks the whole accessibility tree, 16 ms of CPU here), and that
    // script's task would be counted as one of the app's long tasks. The button is clicked as
    // a mouse does, at its centre: Playwright's own click also checks, inside the page and in
    // the click's task, which element the pointer hits, laying the page out to find it.
    const generate = page.getByRole('button', { name: 'Generate' });
    const box = await generate.boundingBox();
    if (!box) throw new Error('The Generate button is not on screen.');
    const cold = await measure(page, first.version, () =>
      page.mouse.click(box.x + box.width / 2, box.y + box.height / 2),
    );
    log(
      `first 10k plan: plan ${cold.planMs.toFixed(0)} ms, generate ${cold.parseMs.toFixed(0)} ms`,
    );

    const warm = [];
    let version = cold.version;
    const slider = await page.getByLabel(/Keep verbatim/).elementHandle();
    for (let i = 0; i < WARM_RUNS; i++) {
      const result = await measure(page, version, () =>
        slider.press(i % 2 === 0 ? 'ArrowRight' : 'ArrowLeft'),
      );
      version = result.version;
      warm.push(result);
    }

    await slider.dispose();

    // A file on disk, as a user picks it: given a buffer instead, Playwright decodes it inside
    // the page with a script whose own 2 s task would be counted as the app's.
    const file = join(mkdtempSync(join(tmpdir(), 'promptscope-bench-')), 'synthetic-prefix.json');
    writeFileSync(file, json);
    const imported = await measure(page, version, () =>
      page.getByLabel('History file to import').setInputFiles(file),
    );
    rmSync(dirname(file), { recursive: true, force: true });
    const importSize = `${importedHistory.length.toLocaleString('en')} messages, ${(json.length / 1e6).toFixed(1)} MB JSON`;
    log(
      `import (${importSize}): parse ${imported.parseMs.toFixed(0)} ms, plan ${imported.planMs.toFixed(0)} ms`,
    );
    await context.close();

    const warmPlan = median(warm.map((w) => w.planMs));
    const warmRows = median(warm.map((w) => w.rowsMs));
    return [
      figure(
        'worker plan, 10k messages, first (cold)',
        cold.planMs,
        'ms',
        { max: 500 },
        `after the worker's JIT warm-up; + ${cold.rowsMs.toFixed(0)} ms rows, generation ${cold.parseMs.toFixed(0)} ms`,
      ),
      figure(
        'worker plan, 10k messages, warm (median)',
        warmPlan,
        'ms',
        { max: 500 },
        `${WARM_RUNS} re-plans after a settings change; + ${warmRows.toFixed(0)} ms rows`,
      ),
      figure(
        'settings change → timeline, 10k (median)',
        median(warm.map((w) => w.roundTripMs)),
        'ms',
      ),
      figure(
        'max main-thread long task, first 10k plan',
        cold.maxLongTask,
        'ms',
        { max: 50 },
        `${cold.longTasks} long tasks; includes switching the editor out and the first timeline`,
      ),
      figure(
        'max main-thread long task, 10k re-plans',
        Math.max(...warm.map((w) => w.maxLongTask)),
        'ms',
        { max: 50 },
        `${warm.reduce((n, w) => n + w.longTasks, 0)} long tasks in ${WARM_RUNS} re-plans`,
      ),
      figure(
        'import of the largest history that fits: worker parse + plan',
        imported.parseMs + imported.planMs,
        'ms',
        {},
        `${importSize}; parse ${imported.parseMs.toFixed(0)} ms, plan ${imported.planMs.toFixed(0)} ms, click → timeline ${imported.roundTripMs.toFixed(0)} ms`,
      ),
      figure(
        'max main-thread long task, the import',
        imported.maxLongTask,
        'ms',
        {},
        `${imported.longTasks} long tasks; includes reading the file and showing the history`,
      ),
    ];
  },
};
