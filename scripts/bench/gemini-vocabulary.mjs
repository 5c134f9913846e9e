/* global document, requestAnimationFrame, window, Worker -- functions passed to page.evaluate run in the page */
/**
 * The Gemini (Gemma 3) vocabulary: its transfer size, the time to the first Gemini figure
 * after choosing it, the first exact figure after navigation (first visit with the default
 * configuration, return visit with an edited one), and a full count of 1 MB of mixed text in
 * the count worker.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { importCore } from './lib/browser.mjs';
import { figure, median } from './lib/stats.mjs';

/** Navigations timed for each of the two first-figure figures (their median is reported). */
const NAVIGATIONS = 5;

const MEMORY = '# House rules\n\n- Prefer small, well-named modules.\n- Explain every migration.\n';

/** About 1 MB of markdown, code, CJK, emoji and whitespace runs. */
function mixedText(root) {
  const code = readFileSync(join(root, 'src', 'core', 'tokens', 'gemma', 'encodeGemma.ts'), 'utf8');
  const prose = readFileSync(join(root, 'README.md'), 'utf8');
  let text = '';
  for (let i = 0; text.length < 1 << 20; i++) {
    text += `${prose}\n${code}\n中文文本的一个例子，包含标点。日本語のテキスト。😀🚀 ${i}\n\t\tindented\n    spaces\n\n\n`;
  }
  return text.slice(0, 1 << 20);
}

async function seeded(browser, baseURL, root, edit) {
  const core = await importCore(root);
  const state = core.createDefaultPlaygroundState();
  edit(state);
  const saved = JSON.stringify({ version: core.PLAYGROUND_STATE_VERSION, state });
  const context = await timedContext(browser);
  await context.addInitScript((value) => {
    // Once per browser context (every tab of it runs this script).
    if (!localStorage.getItem('bench-seeded')) {
      localStorage.setItem('promptscope:config', value);
      localStorage.setItem('bench-seeded', '1');
    }
  }, saved);
  return { context, page: await context.newPage() };
}

const countedWith = (page, encoding, timeout = 60_000) =>
  page.waitForFunction(
    (enc) => {
      const out = document.querySelector('[data-testid="total-tokens"]');
      return out?.dataset.encoding === enc && /^\d+$/.test(out.textContent ?? '');
    },
    encoding,
    { timeout },
  );

/**
 * Installed in every page of a timed context before the page's own scripts (an init script):
 * checks at every frame from the document's start for the first exact Gemini total (the app's
 * meter, or the static shell's figure that stands for it until the app has loaded: index.html,
 * src/ui/store/firstFigure.ts), and records the page's own clock at the first frame that shows
 * it (0 = the navigation's start). A check the harness starts after `goto` runs only once
 * Playwright has injected its scripts into the new page, which on this machine came hundreds
 * of ms after the figure was painted (a page holding nothing but the figure measured 400–1000
 * ms that way under load, against a first paint of 140–480 ms).
 */
function watchFirstFigure() {
  const shown = () => {
    const out = ['total-tokens', 'shell-total-tokens']
      .map((id) => document.querySelector(`[data-testid="${id}"]`))
      .find((el) => el?.dataset.encoding === 'gemma3' && /^\d+$/.test(el.textContent ?? ''));
    return out ? out.textContent : null;
  };
  window.__benchShownFigure = shown;
  const frame = () => {
    const text = shown();
    if (text === null) requestAnimationFrame(frame);
    else window.__benchFirstFigure = { text, at: performance.now() };
  };
  requestAnimationFrame(frame);
}

/**
 * The first figure as the init script recorded it (see watchFirstFigure), and when the
 * harness's own check, started after `goto`, first saw it (what this bench reported before).
 */
async function firstFigureShown(page) {
  const seen = await page.waitForFunction(
    () => (window.__benchShownFigure?.() ?? null) !== null && performance.now(),
    null,
    { timeout: 60_000, polling: 'raf' },
  );
  const harnessAt = await seen.jsonValue();
  const recorded = await page.waitForFunction(() => window.__benchFirstFigure ?? false, null, {
    timeout: 60_000,
  });
  return { ...(await recorded.jsonValue()), harnessAt };
}

/** A browser context whose pages record their first figure (see watchFirstFigure). */
async function timedContext(browser) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  await context.addInitScript(watchFirstFigure);
  return context;
}

async function timedNavigation(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  const first = await firstFigureShown(page);
  // The app's own meter, once settled, must show the figure that was shown first.
  await page.waitForFunction(
    () => document.querySelector('[data-testid="total-tokens"]')?.dataset.stale === 'false',
    null,
    { timeout: 60_000 },
  );
  await countedWith(page, 'gemma3');
  const settled = await page.getByTestId('total-tokens').textContent();
  if (settled !== first.text)
    throw new Error(`first figure ${first.text}, settled meter ${settled}`);
  return { at: Math.round(first.at), harnessAt: Math.round(first.harnessAt) };
}

export default {
  name: 'gemini-vocabulary',
  description: 'Gemini vocabulary: size, first figures, 1 MB count in the worker',
  async run({ browser, baseURL, root, distDir, log }) {
    const asset = readdirSync(join(distDir, 'assets')).find((f) =>
      /^gemma3-vocabulary-\w+\.bin$/.test(f),
    );
    const bytes = statSync(join(distDir, 'assets', asset)).size;

    // First visit: a new browser context, nothing stored, so the default configuration. The
    // build counted its figures; one navigation alone varies by a few hundred ms.
    const firstVisitRuns = [];
    for (let i = 0; i < NAVIGATIONS; i++) {
      const context = await timedContext(browser);
      firstVisitRuns.push(await timedNavigation(await context.newPage(), baseURL));
      await context.close();
    }
    const firstVisits = firstVisitRuns.map((run) => run.at);
    const firstVisitMs = median(firstVisits);

    // Choosing the vocabulary with text it has to count itself (cold: nothing stored).
    const choose = await seeded(browser, baseURL, root, (state) => {
      state.tokens.encoding = 'o200k_base';
      state.gemini.userMemory = MEMORY;
    });
    await choose.page.goto(baseURL);
    await countedWith(choose.page, 'o200k_base');
    const chosen = Date.now();
    await choose.page.getByLabel('Encoding').selectOption('gemma3');
    await countedWith(choose.page, 'gemma3');
    const chooseMs = Date.now() - chosen;
    // Return visit of the same (edited) configuration: the user comes back in a new tab of the
    // same browser (its storage and HTTP cache), the earlier tab closed. Timed apart: a reload
    // of the open tab, which first tears the running app down (workers, editors).
    await choose.page.waitForTimeout(2_000); // let the counts reach IndexedDB
    const reloads = [];
    for (let i = 0; i < NAVIGATIONS; i++) {
      reloads.push((await timedNavigation(choose.page, baseURL)).at);
    }
    const returnRuns = [];
    for (let i = 0; i < NAVIGATIONS; i++) {
      const earlier = choose.page;
      choose.page = await choose.context.newPage();
      await earlier.close();
      await choose.page.waitForTimeout(1_000); // the closed tab's workers and editors wind down
      returnRuns.push(await timedNavigation(choose.page, baseURL));
    }
    const returns = returnRuns.map((run) => run.at);
    const returnMs = median(returns);
    const harnessSaw = (runs) => runs.map((run) => run.harnessAt).join(' / ');

    // 1 MB in the count worker, with the vocabulary loaded (from browser storage).
    const { chunkForCounting } = await tsImport(
      join(root, 'src', 'core', 'tokens', 'chunkText.ts'),
      import.meta.url,
    );
    const pieces = chunkForCounting(mixedText(root));
    const workerUrl = readdirSync(join(distDir, 'assets')).find((f) =>
      /^tokenCount\.worker-.*\.js$/.test(f),
    );
    const reply = await choose.page.evaluate(
      async ({ url, segments }) => {
        const worker = new Worker(url, { type: 'module' });
        const ask = (request) =>
          new Promise((resolve) => {
            const listen = (event) => {
              if (event.data.id !== request.id) return;
              worker.removeEventListener('message', listen);
              resolve(event.data);
            };
            worker.addEventListener('message', listen);
            worker.postMessage(request);
          });
        await ask({ id: 1, encoding: 'gemma3', segments: [['warm up the vocabulary\n']] });
        const result = await ask({ id: 2, encoding: 'gemma3', segments: [segments] });
        worker.terminate();
        return result;
      },
      { url: `/assets/${workerUrl}`, segments: pieces },
    );
    await choose.context.close();
    log(`1 MB: ${reply.counts?.[0]} tokens in ${pieces.length} pieces`);

    return [
      figure('Gemini vocabulary transfer size', bytes / 1024, 'KiB', {}, asset),
      figure('first Gemini figure after choosing it (download + set-up)', chooseMs, 'ms'),
      figure(
        'first exact figure, first visit (default configuration)',
        firstVisitMs,
        'ms',
        { max: 800 },
        `median of ${NAVIGATIONS}: ${firstVisits.join(' / ')} ms (harness's first check: ${harnessSaw(firstVisitRuns)})`,
      ),
      figure(
        'first exact figure, return visit',
        returnMs,
        'ms',
        { max: 300 },
        `new tab, median of ${NAVIGATIONS}: ${returns.join(' / ')} ms (harness's first check: ${harnessSaw(returnRuns)})`,
      ),
      figure(
        'first exact figure, reload of the open tab',
        median(reloads),
        'ms',
        {},
        `includes tearing the running app down; ${reloads.join(' / ')} ms`,
      ),
      figure('full count of 1 MB mixed text in the worker', reply.elapsedMs, 'ms', { max: 2000 }),
    ];
  },
};
