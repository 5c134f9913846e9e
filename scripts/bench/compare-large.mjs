/* global document, window -- functions passed to page.evaluate run in the page */
/**
 * Comparing two configurations with a 200 KB user memory each: the main thread's busy time
 * (Chromium's TaskDuration metric: every task of the page's main thread, React, Monaco's diff
 * models and layout included) from picking another side in the compare view until the table,
 * the summary and the diff show it; plus long tasks in that window. Counting runs in the
 * token-count worker and Monaco computes the diff in its editor worker.
 */
import { importCore } from './lib/browser.mjs';
import { figure } from './lib/stats.mjs';

const MEMORY_BYTES = 200 * 1024;

function largeMemory(seed) {
  const blocks = [];
  for (let i = 0; blocks.join('\n').length < MEMORY_BYTES; i++) {
    blocks.push(
      `## ${seed} rule ${i}\n\n- Keep module ${i} small and named for what it holds.\n- Run \`npm test -- --grep case-${i}\` first.\n`,
    );
  }
  return blocks.join('\n').slice(0, MEMORY_BYTES);
}

async function mainThreadMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
}

export default {
  name: 'compare-large',
  description: 'compare two 200 KB-memory configurations: main-thread work per comparison',
  async run({ browser, baseURL, root, log }) {
    const core = await importCore(root);
    const current = core.createDefaultPlaygroundState();
    current.gemini.userMemory = largeMemory('Team');
    const planned = core.createDefaultPlaygroundState();
    planned.gemini.userMemory = largeMemory('Project');
    planned.gemini.approvalMode = 'plan';
    const edited = core.createDefaultPlaygroundState();
    edited.gemini.userMemory = `${current.gemini.userMemory.slice(0, 100_000)}EDIT${current.gemini.userMemory.slice(100_000)}`;
    const at = '2026-11-24T10:00:00.000Z';
    const snapshots = core.toSnapshotFile([
      { id: 'edited', name: 'Edited memory', createdAt: at, config: edited, tokens: null },
      { id: 'planned', name: 'Plan mode', createdAt: at, config: planned, tokens: null },
    ]);
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    await context.addInitScript(
      ({ config, list }) => {
        if (sessionStorage.getItem('bench-seeded')) return;
        localStorage.setItem('promptscope:config', config);
        localStorage.setItem('promptscope:snapshots', list);
        sessionStorage.setItem('bench-seeded', '1');
      },
      {
        config: JSON.stringify({ version: core.PLAYGROUND_STATE_VERSION, state: current }),
        list: JSON.stringify(snapshots),
      },
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(baseURL);
    await page.waitForFunction(
      () => /^\d+$/.test(document.querySelector('[data-testid="total-tokens"]')?.textContent ?? ''),
      null,
      { timeout: 60_000 },
    );
    const settled = async (withDiff = false) => {
      await page
        .locator('[data-testid="compare-table"][aria-busy="false"]')
        .waitFor({ timeout: 60_000 });
      if (withDiff) {
        await page
          .locator('[data-testid="compare-diff-system"][data-editor-ready="true"]')
          .waitFor({ timeout: 60_000 });
      }
      await page.waitForTimeout(400);
    };
    /** Picks another A; returns the main-thread work until the view shows it. */
    const compareWith = async (source, withDiff = false) => {
      const summary = await page.getByTestId('compare-summary').textContent();
      const before = await mainThreadMs(cdp);
      await page.getByTestId('compare-source-a').selectOption(source);
      await page.waitForFunction(
        (previous) =>
          document.querySelector('[data-testid="compare-summary"]')?.textContent !== previous,
        summary,
        { timeout: 60_000 },
      );
      await settled(withDiff);
      return (await mainThreadMs(cdp)) - before;
    };
    await page.evaluate(() => {
      window.__longtasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          window.__longtasks.push({ start: e.startTime, duration: e.duration });
        }
      }).observe({ type: 'longtask' });
    });

    const openStart = await mainThreadMs(cdp);
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await settled();
    const openMs = (await mainThreadMs(cdp)) - openStart;

    const from = await page.evaluate(() => performance.now());
    const runs = [];
    for (const source of ['snapshot:edited', 'snapshot:planned', 'snapshot:edited']) {
      runs.push(await compareWith(source));
    }
    const tasks = await page.evaluate(
      (start) => window.__longtasks.filter((t) => t.start >= start),
      from,
    );
    const longest = Math.max(0, ...tasks.map((t) => t.duration));

    // The diff of two long prompts waits for a click: measure it and one comparison with it open.
    const diffStart = await mainThreadMs(cdp);
    await page.getByTestId('show-diff').click();
    await settled(true);
    const showDiffMs = (await mainThreadMs(cdp)) - diffStart;
    const withDiffMs = await compareWith('snapshot:planned', true);
    log(`summary: ${await page.getByTestId('compare-summary').textContent()}`);
    await context.close();
    return [
      figure(
        'main-thread work per comparison (worst of 3)',
        Math.max(...runs),
        'ms',
        { max: 100 },
        `runs ${runs.map((ms) => ms.toFixed(0)).join(' / ')} ms; two 200 KB memories`,
      ),
      figure(
        'long tasks > 50 ms while comparing',
        tasks.length,
        '',
        { max: 0 },
        tasks.length ? `longest ${longest.toFixed(0)} ms` : '',
      ),
      figure(
        'main-thread work to open the compare view',
        openMs,
        'ms',
        {},
        'both sides, first count',
      ),
      figure(
        'showing the diff (on click)',
        showDiffMs,
        'ms',
        {},
        'Monaco diff of two 200 KB prompts',
      ),
      figure(
        'a comparison with the diff open',
        withDiffMs,
        'ms',
        {},
        'Monaco lays out the new diff',
      ),
    ];
  },
};
