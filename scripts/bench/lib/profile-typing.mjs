#!/usr/bin/env node
/* global window -- functions passed to page.evaluate run in the page */
/**
 * Profiles the meter-typing scenario (200 KB memory, typing in the memory editor) with the
 * Chrome DevTools Protocol's sampling profiler and prints self time by function and by file,
 * plus the long tasks seen while typing. For finding what runs on the main thread; not a bench.
 *
 *   npx vite build --sourcemap --minify false --outDir /tmp/dist-profile
 *   [INTERVAL=µs] node scripts/bench/lib/profile-typing.mjs /tmp/dist-profile [keystrokes]
 */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { largeMemory } from '../meter-typing.mjs';
import { importCore, launchChromium } from './browser.mjs';

const print = (line) => process.stdout.write(`${line}\n`);
const root = resolve(fileURLToPath(import.meta.url), '..', '..', '..', '..');
const distDir = resolve(process.argv[2] ?? join(root, 'dist'));
const keystrokes = Number(process.argv[3] ?? 80);
const port = 4391 + Math.floor(Math.random() * 100);
const baseURL = `http://127.0.0.1:${port}`;

const server = spawn(
  join(root, 'node_modules', '.bin', 'vite'),
  ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', distDir],
  { cwd: root, stdio: 'ignore' },
);
process.once('exit', () => server.kill('SIGTERM'));
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(baseURL)).ok) break;
  } catch {
    await new Promise((r) => setTimeout(r, 200));
  }
}

const core = await importCore(root);
const state = core.createDefaultPlaygroundState();
state.gemini.userMemory = largeMemory();
const saved = JSON.stringify({ version: core.PLAYGROUND_STATE_VERSION, state });
const browser = await launchChromium(root);
const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
await context.addInitScript((value) => {
  window.__PROMPTSCOPE_TIMING__ = true;
  if (!sessionStorage.getItem('seeded')) {
    localStorage.setItem('promptscope:config', value);
    sessionStorage.setItem('seeded', '1');
  }
}, saved);
const page = await context.newPage();
await page.goto(baseURL);
await page
  .locator('[data-testid="memory-editor"][data-editor-ready="true"]')
  .waitFor({ timeout: 180_000 });
await page
  .locator('[data-testid="prompt-editor"][data-editor-ready="true"]')
  .waitFor({ timeout: 180_000 });
await page.waitForTimeout(1500);
await page.evaluate(() => {
  window.__long = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__long.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask' });
});
await page.locator('[data-testid="memory-editor"] .view-lines').click();
await page.keyboard.press('Control+End');
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: Number(process.env.INTERVAL ?? 200) });
await cdp.send('Profiler.start');
// Exact call counts per function while typing (COUNT=name,name: printed at the end).
if (process.env.COUNT) await cdp.send('Profiler.startPreciseCoverage', { callCount: true });
await page.keyboard.type('x'.repeat(keystrokes), { delay: 60 });
await page.waitForTimeout(1000);
const { profile } = await cdp.send('Profiler.stop');
const coverage = process.env.COUNT ? (await cdp.send('Profiler.takePreciseCoverage')).result : [];
const longTasks = await page.evaluate(() => window.__long);
if (process.env.PROFILE_OUT)
  (await import('node:fs')).writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
await browser.close();
server.kill('SIGTERM');

// Self time per node: samples × interval, attributed by timeDeltas.
const self = new Map();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
for (let i = 0; i < profile.samples.length; i++) {
  const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
}
const short = (url) => url.replace(/^.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '.js');
const fnKey = (n) =>
  `${n.callFrame.functionName || '(anon)'} ${short(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
const byFn = new Map();
const byFile = new Map();
// Inclusive time per function (each sample counted once per distinct function on its stack).
const inclusive = new Map();
for (const [id, ms] of self) {
  const n = byId.get(id);
  byFn.set(fnKey(n), (byFn.get(fnKey(n)) ?? 0) + ms);
  const file = short(n.callFrame.url) || n.callFrame.functionName;
  byFile.set(file, (byFile.get(file) ?? 0) + ms);
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const k = fnKey(byId.get(cur));
    if (!seen.has(k)) inclusive.set(k, (inclusive.get(k) ?? 0) + ms);
    seen.add(k);
  }
}
const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`)
    .join('\n');
const total = [...self.values()].reduce((a, b) => a + b, 0);
print(`profile: ${total.toFixed(0)} ms sampled over ${keystrokes} keystrokes`);
print(`long tasks: ${longTasks.length}: ${longTasks.map(([, d]) => d.toFixed(0)).join(' ')}`);
print(`\n== self time by file ==\n${top(byFile, 15)}`);
print(`\n== self time by function ==\n${top(byFn, 40)}`);
print(`\n== inclusive time by function ==\n${top(inclusive, 60)}`);

// Busy stretches: consecutive non-idle samples (gaps under 2 ms bridged), as long tasks are.
const times = [];
let t = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i];
  times.push(t / 1000);
}
const idle = new Set(
  profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id),
);
const runs = [];
let run = null;
for (let i = 0; i < profile.samples.length; i++) {
  if (idle.has(profile.samples[i])) continue;
  if (run && times[i] - run.end < 2) run.end = times[i];
  else runs.push((run = { start: times[i], end: times[i], samples: [] }));
  run.samples.push(i);
}
const long = runs.filter((r) => r.end - r.start > Number(process.env.RUN_MS ?? 40));
print(`\n== busy stretches > ${process.env.RUN_MS ?? 40} ms: ${long.length} ==`);
for (const r of long) {
  const incl = new Map();
  for (const i of r.samples) {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const seen = new Set();
    for (let cur = profile.samples[i]; cur !== undefined; cur = parent.get(cur)) {
      const k = fnKey(byId.get(cur));
      if (!seen.has(k)) incl.set(k, (incl.get(k) ?? 0) + dt);
      seen.add(k);
    }
  }
  print(`\n-- ${(r.end - r.start).toFixed(0)} ms at ${(r.start - times[0]).toFixed(0)} ms`);
  print(top(incl, Number(process.env.RUN_TOP ?? 25)));
}

if (process.env.COUNT) {
  const wanted = new Set(process.env.COUNT.split(','));
  const calls = new Map();
  for (const script of coverage)
    for (const fn of script.functions)
      if (wanted.has(fn.functionName)) {
        const k = `${fn.functionName} ${short(script.url)}`;
        calls.set(k, (calls.get(k) ?? 0) + (fn.ranges[0]?.count ?? 0));
      }
  print(`\n== calls while typing ${keystrokes} keys ==`);
  for (const [k, n] of [...calls].sort()) print(`${String(n).padStart(6)}  ${k}`);
}
