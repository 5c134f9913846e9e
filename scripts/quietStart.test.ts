/**
 * A quiet start: `npm start` (the dev server) and `vite preview` print the address within their
 * first 10 lines, and nothing about Vite's config loader (vite.config.ts loads the project's
 * plugins through tsx, see scripts/build/configPlugins.ts). Each server runs on a free port and
 * is stopped when its address appears, or when the test gives up.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..');
const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const MAX_LINES = 10;
const START_LIMIT_MS = 25_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** The output lines (stdout and stderr, in arrival order) up to the first naming the address. */
function linesUntilAddress(args: string[], port: number): Promise<string[]> {
  const child = spawn(process.execPath, [VITE, ...args, '--port', String(port), '--strictPort'], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}/`;
  const lines: string[] = [];
  let partial = '';
  return new Promise<string[]>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no address after ${START_LIMIT_MS} ms:\n${lines.join('\n')}`)),
      START_LIMIT_MS,
    );
    const onData = (chunk: Buffer) => {
      partial += chunk.toString();
      const complete = partial.split('\n');
      partial = complete.pop() ?? '';
      lines.push(...complete);
      if (lines.some((line) => line.includes(url))) {
        clearTimeout(timer);
        resolve(lines);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`vite exited (${code}) before printing ${url}:\n${lines.join('\n')}`));
    });
  }).finally(() => child.kill('SIGTERM'));
}

function expectQuietStart(lines: string[], port: number): void {
  const at = lines.findIndex((line) => line.includes(`http://127.0.0.1:${port}/`));
  expect(at, lines.join('\n')).toBeGreaterThanOrEqual(0);
  expect(at, lines.join('\n')).toBeLessThan(MAX_LINES);
  expect(lines.filter((line) => /configLoader/i.test(line))).toEqual([]);
}

describe.concurrent('starting a server', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'promptscope-preview-'));
  writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>built page</title>\n');
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('the dev server prints its address first, with no config-loader warnings', async () => {
    const port = await freePort();
    expectQuietStart(await linesUntilAddress(['--host', '127.0.0.1'], port), port);
  });

  it('vite preview prints its address first, with no config-loader warnings', async () => {
    const port = await freePort();
    const lines = await linesUntilAddress(
      ['preview', '--host', '127.0.0.1', '--outDir', outDir],
      port,
    );
    expectQuietStart(lines, port);
  });
});
