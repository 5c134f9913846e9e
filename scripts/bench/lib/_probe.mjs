import { launchChromium, importCore } from './browser.mjs';
import { startPreview } from './server.mjs';
const root = '/work/main';
const server = await startPreview(root);
const browser = await launchChromium(root);
const core = await importCore(root);
const state = core.createDefaultPlaygroundState();
let mem = '';
for (let i = 0; mem.length < 204800; i++)
  mem += `## Convention ${i}\n\n- Prefer small modules; name file ${i}.\n- Run \`npm test\`.\n\n`;
state.gemini.userMemory = mem;
const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
await context.addInitScript(
  (v) => {
    if (!sessionStorage.getItem('s')) {
      localStorage.setItem('promptscope:config', v);
      sessionStorage.setItem('s', '1');
    }
  },
  JSON.stringify({ version: core.PLAYGROUND_STATE_VERSION, state }),
);
const page = await context.newPage();
const t0 = Date.now();
await page.goto(server.url);
await page.waitForFunction(
  () => /^\d+$/.test(document.querySelector('[data-testid="total-tokens"]')?.textContent ?? ''),
  null,
  { timeout: 60000 },
);
console.log('first figure', Date.now() - t0);
await page.locator('[data-testid="memory-editor"][data-editor-ready="true"]').waitFor();
await page.waitForTimeout(2000);
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await page.locator('[data-testid="memory-editor"] .view-lines').click();
await page.keyboard.press('Control+End');
await cdp.send('Profiler.start');
await page.keyboard.type('x'.repeat(30), { delay: 60 });
await page.waitForTimeout(1000);
const { profile } = await cdp.send('Profiler.stop');
const self = new Map();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas;
const counts = new Map();
profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
for (const [id, us] of counts) {
  const n = byId.get(id);
  const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
  self.set(k, (self.get(k) ?? 0) + us);
}
console.log(
  [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([k, us]) => `${(us / 1000).toFixed(1)}ms ${k}`)
    .join('\n'),
);
await browser.close();
server.stop();
