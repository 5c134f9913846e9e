#!/usr/bin/env node
/* global document, window, MutationObserver -- page.evaluate functions run in the page */
/**
 * The meter-typing scenario (200 KB memory, 80 keystrokes in the memory editor) against
 * several built dist folders, alternating, so figures taken under the same machine load can
 * be compared (a build of main against a change). Besides the bench's latency and long
 * tasks it reports the renderer main thread's CPU time per keystroke (CDP ThreadTime), which
 * other work on the machine disturbs much less than wall-clock figures. Not part of
 * `npm run bench`.
 *
 *   node scripts/bench/lib/ab-typing.mjs <rounds> <distA> <distB> ...
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { largeMemory } from '../meter-typing.mjs';
import { importCore, launchChromium } from './browser.mjs';
import { percentile } from './stats.mjs';

const print = (line) => process.stdout.write(`${line}\n`);
const root = resolve(fileURLToPath(import.meta.url), '..', '..', '..', '..');
const [rounds = '1', ...dists] = process.argv.slice(2);
const KEYS = 80;

async function serve(dist, port) {
  const child = spawn(
    join(root, 'node_modules', '.bin', 'vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', dist],
    { cwd: root, stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`no answer on ${url}`);
}

const core = await importCore(root);
const state = core.createDefaultPlaygroundState();
state.gemini.userMemory = largeMemory();
const saved = JSON.stringify({ version: core.PLAYGROUND_STATE_VERSION, state });

async function once(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('promptscope:config', value);
      sessionStorage.setItem('seeded', '1');
    }
  }, saved);
  const page = await context.newPage();
  await page.goto(url);
  const opts = { timeout: 180_000 };
  await page.waitForFunction(
    () => /^\d+$/.test(document.querySelector('[data-testid="total-tokens"]')?.textContent ?? ''),
    null,
    opts,
  );
  await page.locator('[data-testid="memory-editor"][data-editor-ready="true"]').waitFor(opts);
  await page.locator('[data-testid="prompt-editor"][data-editor-ready="true"]').waitFor(opts);
  await page.waitForTimeout(1500);
  const base = await page.evaluate(() => {
    const out = document.querySelector('[data-testid="total-tokens"]');
    const b = { keydowns: [], updates: [], longtasks: [] };
    window.__b = b;
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) b.longtasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask' });
    new MutationObserver(() =>
      b.updates.push([performance.now(), Number(out.dataset.chars)]),
    ).observe(out, { attributes: true, attributeFilter: ['data-chars'] });
    window.addEventListener('keydown', (e) => e.key === 'x' && b.keydowns.push(e.timeStamp), true);
    return Number(out.dataset.chars);
  });
  await page.locator('[data-testid="memory-editor"] .view-lines').click();
  await page.keyboard.press('Control+End');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const metric = async () =>
    Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
    );
  const before = await metric();
  await page.keyboard.type('x'.repeat(KEYS), { delay: 60 });
  await page.waitForFunction(
    (n) => Number(document.querySelector('[data-testid="total-tokens"]')?.dataset.chars) >= n,
    base + KEYS,
    opts,
  );
  await page.waitForTimeout(300);
  const after = await metric();
  const b = await page.evaluate(() => window.__b);
  await context.close();
  const lat = b.keydowns
    .map((t, i) => b.updates.find(([ut, c]) => ut >= t && c >= base + i + 1)?.[0] - t)
    .filter((x) => !Number.isNaN(x));
  const from = b.keydowns[0];
  const to = b.updates.at(-1)[0] + 1;
  const lt = b.longtasks.filter(([s]) => s >= from && s <= to);
  const per = (k) => (((after[k] ?? 0) - (before[k] ?? 0)) * 1000) / KEYS;
  return {
    p50: percentile(lat, 50),
    p95: percentile(lat, 95),
    n: lat.length,
    long: lt.length,
    longest: lt.length ? Math.max(...lt.map(([, d]) => d)) : 0,
    cpu: per('ThreadTime'),
    script: per('ScriptDuration'),
    layout: per('LayoutDuration') + per('RecalcStyleDuration'),
  };
}

const browser = await launchChromium(root);
const servers = await Promise.all(dists.map((d, i) => serve(resolve(d), 4480 + i)));
try {
  for (let r = 0; r < Number(rounds); r++) {
    for (let i = 0; i < dists.length; i++) {
      try {
        const x = await once(browser, servers[i].url);
        print(
          `${dists[i].padEnd(26)} p95 ${x.p95.toFixed(1)} p50 ${x.p50.toFixed(1)} (${x.n}) long ${x.long} (max ${x.longest.toFixed(0)})  main-thread CPU/key ${x.cpu.toFixed(1)} ms, script ${x.script.toFixed(1)}, style+layout ${x.layout.toFixed(1)}  load ${loadavg()[0].toFixed(1)}`,
        );
      } catch (error) {
        print(`${dists[i].padEnd(26)} failed: ${String(error).split('\n')[0]}`);
      }
    }
  }
} finally {
  await browser.close();
  servers.forEach((s) => s.stop());
}
