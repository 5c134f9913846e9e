/* global document, window, MutationObserver -- functions passed to page.evaluate run in the page */
/**
 * Default configuration plus a 200 KB user memory: type in the memory editor and measure
 * each keystroke's time until the meter shows figures for the new text (the Total tokens
 * element's data-chars), long tasks while typing, and the app's own User Timing measures.
 */
import { importCore } from './lib/browser.mjs';
import { figure, percentile } from './lib/stats.mjs';

const MEMORY_BYTES = 200 * 1024;
const KEYSTROKES = 80;
const KEY_DELAY_MS = 60;

/** Deterministic markdown that looks like a large GEMINI.md. */
export function largeMemory() {
  const blocks = [];
  for (let i = 0; blocks.join('\n').length < MEMORY_BYTES; i++) {
    blocks.push(
      `## Convention ${i}\n\n- Prefer small modules; name file ${i} for what it holds.\n- Run \`npm test -- --grep case-${i}\` before pushing.\n\n\`\`\`ts\nexport const limit${i} = ${i * 7};\n\`\`\`\n`,
    );
  }
  return blocks.join('\n').slice(0, MEMORY_BYTES);
}

async function seededPage(browser, baseURL, root) {
  const core = await importCore(root);
  const state = core.createDefaultPlaygroundState();
  state.gemini.userMemory = largeMemory();
  const saved = JSON.stringify({ version: core.PLAYGROUND_STATE_VERSION, state });
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  await context.addInitScript((value) => {
    // Turns on the app's User Timing measures (promptscope:*).
    window.__PROMPTSCOPE_TIMING__ = true;
    if (!sessionStorage.getItem('bench-seeded')) {
      localStorage.setItem('promptscope:config', value);
      sessionStorage.setItem('bench-seeded', '1');
    }
  }, saved);
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(baseURL);
  return { context, page, started };
}

function instrument() {
  const out = document.querySelector('[data-testid="total-tokens"]');
  const bench = { keydowns: [], updates: [], longtasks: [], measures: [] };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      bench.longtasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask' });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.measures.push({ name: e.name, duration: e.duration });
  }).observe({ type: 'measure' });
  new MutationObserver(() => {
    bench.updates.push({ t: performance.now(), chars: Number(out.dataset.chars) });
  }).observe(out, { attributes: true, attributeFilter: ['data-chars'] });
  // Only the typed characters: Control+End (which places the cursor) must not shift the
  // pairing of the n-th keystroke with the update showing n more characters. The event's
  // timeStamp is when the key arrived, so time spent waiting for a busy main thread counts.
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'x') bench.keydowns.push(event.timeStamp);
    },
    true,
  );
  return Number(out.dataset.chars);
}

export default {
  name: 'meter-typing',
  description: 'keystroke in the memory editor → meter update, with a 200 KB memory',
  async run({ browser, baseURL, root, log }) {
    const { context, page, started } = await seededPage(browser, baseURL, root);
    const total = page.getByTestId('total-tokens');
    await page.waitForFunction(
      () => /^\d+$/.test(document.querySelector('[data-testid="total-tokens"]')?.textContent ?? ''),
      null,
      { timeout: 30_000 },
    );
    const firstFigureMs = Date.now() - started;
    await page
      .locator('[data-testid="memory-editor"][data-editor-ready="true"]')
      .waitFor({ timeout: 30_000 });
    await page
      .locator('[data-testid="prompt-editor"][data-editor-ready="true"]')
      .waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    const baseChars = await page.evaluate(instrument);
    await page.locator('[data-testid="memory-editor"] .view-lines').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('x'.repeat(KEYSTROKES), { delay: KEY_DELAY_MS });
    await page.waitForFunction(
      (expected) =>
        Number(document.querySelector('[data-testid="total-tokens"]')?.dataset.chars) >= expected,
      baseChars + KEYSTROKES,
      { timeout: 30_000 },
    );
    await page.waitForTimeout(200);
    const bench = await page.evaluate(() => window.__bench);
    // After the timings: what the page still holds once typing is over (a full collection
    // first, so only what something keeps alive is left).
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    log(`final total ${await total.textContent()} tokens for ${baseChars + KEYSTROKES} chars`);
    await context.close();

    const latencies = bench.keydowns.map((t, i) => {
      const update = bench.updates.find((u) => u.t >= t && u.chars >= baseChars + i + 1);
      return update ? update.t - t : NaN;
    });
    const measured = latencies.filter((ms) => !Number.isNaN(ms));
    const from = bench.keydowns[0] ?? 0;
    const to = (bench.updates.at(-1)?.t ?? from) + 1;
    const longtasks = bench.longtasks.filter((task) => task.start >= from && task.start <= to);
    const measure = (name) =>
      percentile(
        bench.measures.filter((m) => m.name === name).map((m) => m.duration),
        95,
      );
    return [
      figure(
        'keystroke → meter update p95',
        percentile(measured, 95),
        'ms',
        { max: 50 },
        `${measured.length}/${KEYSTROKES} keystrokes, p50 ${percentile(measured, 50).toFixed(1)} ms`,
      ),
      figure(
        'first keystroke → meter update',
        latencies[0] ?? NaN,
        'ms',
        {},
        'the first character typed after load; Monaco warms its typing path at idle before it',
      ),
      figure(
        'long tasks > 50 ms while typing',
        longtasks.length,
        '',
        { max: 0 },
        // When each started, after the first keystroke: the first keystrokes run cold code.
        longtasks
          .map((task) => `${task.duration.toFixed(0)} ms at +${(task.start - from).toFixed(0)}`)
          .join(', '),
      ),
      figure('render prompt p95 (main thread)', measure('promptscope:render-prompt'), 'ms'),
      figure('segment + hash p95 (main thread)', measure('promptscope:segment'), 'ms'),
      figure('CLI heuristic p95 (main thread)', measure('promptscope:heuristic'), 'ms'),
      figure(
        'JS heap after typing (after a full GC)',
        usedSize / 2 ** 20,
        'MB',
        {},
        'what the page keeps alive: no keystroke’s 200 KB prompt should be among it',
      ),
      figure(
        'first meter figure after navigation',
        firstFigureMs,
        'ms',
        {},
        'includes loading the Gemini vocabulary and counting the 200 KB memory',
      ),
    ];
  },
};
