/* global document, window, MutationObserver -- functions passed to page.evaluate run in the page */
/**
 * The session cost view (issue 32) on a generated 500-turn session with a 200 KB typed memory:
 * the time from opening the view to its totals (the worker loads the Gemini vocabulary, counts
 * and replays the session) and the progress steps seen meanwhile; a new conversation of the
 * same size once the vocabulary is loaded; changing one setting — a section toggle (undone
 * with Ctrl+Z while the view shows, the toggle having been switched in the prompt view) and
 * the warm-cache switch — until the totals change; the what-if table's arrival; and the
 * main thread's long tasks (> 50 ms) in each window.
 */
import { importCore } from './lib/browser.mjs';
import { figure } from './lib/stats.mjs';

const MEMORY_BYTES = 200 * 1024;
const TURNS = 500;

function largeMemory() {
  const blocks = [];
  for (let i = 0; blocks.join('\n').length < MEMORY_BYTES; i++) {
    blocks.push(
      `## Rule ${i}\n\n- Keep module ${i} small and named for what it holds.\n- Run \`npm test -- --grep case-${i}\` first.\n`,
    );
  }
  return blocks.join('\n').slice(0, MEMORY_BYTES);
}

/** In the page: long tasks and the session progress texts, from now on. */
function instrument() {
  const bench = { longtasks: [], progress: new Set() };
  window.__sesBench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      bench.longtasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask' });
  new MutationObserver(() => {
    const note = document.querySelector('[data-testid="session-progress"]');
    if (note?.textContent) bench.progress.add(note.textContent.replace(/\s*\(.*$/, '').trim());
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
}

const totalsText = () =>
  document.querySelector('[data-testid="session-totals"]')?.textContent ?? '';

/** Waits until the totals show and differ from `before` with no simulation running. */
async function totalsAfter(page, before) {
  await page.waitForFunction(
    (previous) => {
      const text = document.querySelector('[data-testid="session-totals"]')?.textContent ?? '';
      const busy = document.querySelector('[data-testid="session-progress"]');
      return text !== '' && text !== previous && !busy;
    },
    before,
    { timeout: 120_000, polling: 10 },
  );
  return page.evaluate(() => performance.now());
}

/** Runs `act`, waits for new totals; returns the time and the long tasks in that window. */
async function measure(page, act) {
  const before = await page.evaluate(totalsText);
  const started = await page.evaluate(() => performance.now());
  await act();
  const at = await totalsAfter(page, before);
  await page.waitForTimeout(300);
  const tasks = await page.evaluate(
    (from) => window.__sesBench.longtasks.filter((t) => t.start >= from),
    started,
  );
  return { ms: at - started, tasks, started };
}

const longest = (tasks) => Math.max(0, ...tasks.map((t) => t.duration));
const taskNote = (tasks) =>
  tasks.length ? `longest ${longest(tasks).toFixed(0)} ms` : 'none over 50 ms';

export default {
  name: 'session',
  description: 'session cost view: 500 turns with 200 KB memory in the worker, toggles, what-if',
  async run({ browser, baseURL, root, log }) {
    const core = await importCore(root);
    const config = core.createDefaultPlaygroundState();
    config.gemini.userMemory = largeMemory();
    config.gemini.model = 'gemini-2.5-pro';
    config.session = {
      ...config.session,
      source: 'generated',
      generated: { turns: TURNS, seed: 42, toolOutputChars: 2_800 },
    };
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    await context.addInitScript(
      (saved) => {
        if (sessionStorage.getItem('bench-seeded')) return;
        localStorage.setItem('promptscope:config', saved);
        sessionStorage.setItem('bench-seeded', '1');
      },
      JSON.stringify({ version: core.PLAYGROUND_STATE_VERSION, state: config }),
    );
    const page = await context.newPage();
    await page.goto(baseURL);
    await page.waitForFunction(
      () => /^\d+$/.test(document.querySelector('[data-testid="total-tokens"]')?.textContent ?? ''),
      null,
      { timeout: 60_000 },
    );
    // The section toggle is in the prompt view's controls: switch Git off there (undone later).
    const sections = page.getByTestId('pane-controls').locator('details.control-group', {
      has: page.locator('summary .control-group-title', { hasText: 'Sections' }),
    });
    if ((await sections.getAttribute('open')) === null) await sections.locator('summary').click();
    await sections.getByRole('checkbox', { name: 'Git Repository', exact: true }).click();
    await page.waitForTimeout(500);
    await page.evaluate(instrument);

    const nav = page.getByRole('navigation', { name: 'Views' });
    const open = await measure(page, () =>
      nav.getByRole('button', { name: 'Session cost' }).click(),
    );
    const progress = await page.evaluate(() => [...window.__sesBench.progress]);
    log(`open → totals ${open.ms.toFixed(0)} ms; progress seen: ${progress.join(' / ')}`);

    // Undo acts on the page, not on a focused field.
    await page.evaluate(() => document.activeElement?.blur());
    const toggle = await measure(page, () => page.keyboard.press('Control+z'));
    log(`section toggle (undo) → totals ${toggle.ms.toFixed(0)} ms`);

    const seed = await measure(page, () => page.getByRole('textbox', { name: 'Seed' }).fill('43'));
    log(`new 500-turn conversation → totals ${seed.ms.toFixed(0)} ms`);

    const warm = await measure(page, () =>
      page.getByRole('checkbox', { name: 'Warm cache from earlier sessions' }).click(),
    );
    log(`warm-cache switch → totals ${warm.ms.toFixed(0)} ms`);

    // The what-if renders its variants in idle time and simulates them in the worker.
    const whatIfStart = warm.started;
    await page
      .getByRole('table', { name: 'What turning each piece off saves' })
      .waitFor({ timeout: 300_000 });
    const whatIf = await page.evaluate(
      (from) => ({
        at: performance.now() - from,
        rows: document.querySelectorAll('[data-testid="what-if-row"]').length,
        tasks: window.__sesBench.longtasks.filter((t) => t.start >= from),
      }),
      whatIfStart,
    );
    log(`what-if: ${whatIf.rows} rows ${whatIf.at.toFixed(0)} ms after the last change`);
    await context.close();

    return [
      figure(
        'open the view → totals, 500 turns + 200 KB memory',
        open.ms,
        'ms',
        { max: 1000 },
        `cold: vocabulary load, counting and replay in the worker; progress seen: ${progress.join(' → ') || 'none'}`,
      ),
      figure(
        'long tasks > 50 ms, opening the view',
        open.tasks.length,
        '',
        { max: 0 },
        taskNote(open.tasks),
      ),
      figure(
        'new 500-turn conversation → totals',
        seed.ms,
        'ms',
        { max: 1000 },
        `vocabulary loaded; generation, counting and replay; ${taskNote(seed.tasks)}`,
      ),
      figure(
        'long tasks > 50 ms, new conversation',
        seed.tasks.length,
        '',
        { max: 0 },
        taskNote(seed.tasks),
      ),
      figure(
        'one section toggle → totals updated',
        toggle.ms,
        'ms',
        { max: 200 },
        `Ctrl+Z of the Git toggle; a single change is simulated at once (only quick runs of changes wait 120 ms); ${taskNote(toggle.tasks)}`,
      ),
      figure(
        'warm-cache switch → totals updated',
        warm.ms,
        'ms',
        { max: 200 },
        `${taskNote(warm.tasks)}`,
      ),
      figure(
        'long tasks > 50 ms, the two changes',
        toggle.tasks.length + warm.tasks.length,
        '',
        { max: 0 },
        taskNote([...toggle.tasks, ...warm.tasks]),
      ),
      figure(
        'what-if table after the last change',
        whatIf.at,
        'ms',
        {},
        `${whatIf.rows} variants rendered in idle time and simulated in the worker`,
      ),
      figure(
        'long tasks > 50 ms until the what-if shows',
        whatIf.tasks.length,
        '',
        { max: 0 },
        taskNote(whatIf.tasks),
      ),
    ];
  },
};
