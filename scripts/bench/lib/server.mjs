/** Building (when stale) and serving the production build for the bench. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** Newest modification time under `path` (files and folders, recursively). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Runs `vite build` when dist/ is missing or older than the sources. */
export function buildIfNeeded(root) {
  const built = join(root, 'dist', 'index.html');
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
  const newestSource = Math.max(...sources.map((path) => newestMtime(join(root, path))));
  if (existsSync(built) && statSync(built).mtimeMs >= newestSource) {
    process.stderr.write('bench: dist/ is up to date, not rebuilding\n');
    return;
  }
  process.stderr.write('bench: building (vite build)…\n');
  const result = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `vite preview` on a free port and waits until it answers. */
export async function startPreview(root) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    join(root, 'node_modules', '.bin', 'vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: root, stdio: 'ignore' },
  );
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', stop);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`vite preview did not answer on ${url} within 30 s`);
}
