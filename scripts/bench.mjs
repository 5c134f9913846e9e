#!/usr/bin/env node
/**
 * `npm run bench [-- <filter>]`: builds the app if its sources are newer than dist/, serves it
 * with `vite preview`, and runs every case in scripts/bench/*.mjs (each file's default export
 * is `{ name, description, run(ctx) }`, see scripts/bench/README.md) in headless Chromium.
 * Prints one table of figures with their targets. Not a test: it exits 0 even when a figure
 * misses its target (marked MISSED); it exits 1 only when it cannot run at all.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launchChromium } from './bench/lib/browser.mjs';
import { buildIfNeeded, startPreview } from './bench/lib/server.mjs';
import { formatTable } from './bench/lib/table.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const casesDir = join(root, 'scripts', 'bench');
const filter = process.argv[2] ?? '';

async function loadCases() {
  const files = readdirSync(casesDir)
    .filter((file) => file.endsWith('.mjs'))
    .sort();
  const cases = [];
  for (const file of files) {
    const { default: benchCase } = await import(pathToFileURL(join(casesDir, file)).href);
    if (!benchCase?.name || typeof benchCase.run !== 'function') {
      throw new Error(`scripts/bench/${file} must export default { name, run(ctx) }`);
    }
    if (benchCase.name.includes(filter)) cases.push(benchCase);
  }
  return cases;
}

async function main() {
  const cases = await loadCases();
  if (cases.length === 0) throw new Error(`no bench case matches "${filter}"`);
  buildIfNeeded(root);
  const server = await startPreview(root);
  const browser = await launchChromium(root);
  const rows = [];
  try {
    for (const benchCase of cases) {
      process.stderr.write(`bench: ${benchCase.name}…\n`);
      const ctx = {
        root,
        baseURL: server.url,
        distDir: server.distDir,
        browser,
        log: (line) => process.stderr.write(`  ${line}\n`),
      };
      try {
        const figures = await benchCase.run(ctx);
        for (const figure of figures) rows.push({ case: benchCase.name, ...figure });
      } catch (error) {
        rows.push({
          case: benchCase.name,
          figure: 'error',
          value: NaN,
          unit: '',
          note: String(error?.message ?? error),
        });
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }
  const machine = `${cpus().length} cores, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')} (1/5/15 min): figures scale with other work on the machine`;
  process.stdout.write(`\n${formatTable(rows)}\n${machine}\n`);
  const outDir = join(root, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    join(outDir, 'latest.json'),
    JSON.stringify({ at: new Date().toISOString(), machine, rows }, null, 2),
  );
  process.stdout.write('Figures saved to bench-results/latest.json\n');
}

main().catch((error) => {
  console.error(`bench: ${error?.stack ?? error}`);
  process.exit(1);
});
