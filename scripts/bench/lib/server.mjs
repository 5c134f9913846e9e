/** Building (when stale) and serving the production build for the bench. */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
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

/**
 * Copies dist/ to a private folder and starts `vite preview` on it, on a free port, waiting
 * until it answers. The copy keeps the bench steady while another `vite build` rewrites dist/.
 */
export async function startPreview(root) {
  const distDir = mkdtempSync(join(tmpdir(), 'promptscope-bench-'));
  cpSync(join(root, 'dist'), distDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    join(root, 'node_modules', '.bin', 'vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', distDir],
    { cwd: root, stdio: 'ignore' },
  );
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(distDir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return { url, distDir, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`vite preview did not answer on ${url} within 30 s`);
}
