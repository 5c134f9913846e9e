/**
 * `npm start` is quiet: the dev server's URL is among the first 10 lines it prints (Vite's
 * default config loader printed about 580 lines of "unsupported by configLoader: 'native'"
 * first). The test runs the start script's own command, on a free port and without `--open`.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(__dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Runs the command until it prints a URL (or 25 s pass), and returns the lines printed so far. */
function linesUntilUrl(args: string[]): Promise<string[]> {
  return new Promise((resolve) => {
    const child = spawn(join(ROOT, 'node_modules', '.bin', 'vite'), args, {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    let output = '';
    const finish = () => {
      clearTimeout(timer);
      child.kill('SIGTERM');
      resolve(output.split('\n'));
    };
    const timer = setTimeout(finish, 25_000);
    const take = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (/http:\/\/127\.0\.0\.1:\d+\//.test(output)) finish();
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
  });
}

it('prints the URL within its first 10 lines', async () => {
  const scripts = (
    JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const port = String(await freePort());
  const args = (scripts['start'] ?? '')
    .split(/\s+/)
    .slice(1)
    .filter((arg) => arg !== '--open')
    .map((arg) => (arg === '5173' ? port : arg));
  const lines = await linesUntilUrl(args);
  const urlLine = lines.findIndex((line) => line.includes(`http://127.0.0.1:${port}/`));
  expect(urlLine, lines.slice(0, 12).join('\n')).toBeGreaterThanOrEqual(0);
  expect(urlLine).toBeLessThan(10);
});
