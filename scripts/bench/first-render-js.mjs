/**
 * JavaScript needed for first render, gzip level 9: the entry script, every module index.html
 * preloads (the entry's static imports, and the default release's text that the first render
 * waits for) and every script it prefetches (the app's start, which the entry imports once the
 * static shell is painted: scripts/build/staticShell.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { figure } from './lib/stats.mjs';

const gzipKiB = (path) => gzipSync(readFileSync(path), { level: 9 }).length / 1024;

export default {
  name: 'first-render-js',
  description: 'gzip size of the entry chunk and its static imports',
  async run({ distDir: dist }) {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const urls = [
      ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
      ...html.matchAll(/<link[^>]*rel="(?:modulepreload|prefetch)"[^>]*href="([^"]+\.js)"/g),
    ].map((match) => match[1]);
    const entry = urls.reduce((sum, url) => sum + gzipKiB(join(dist, url)), 0);
    const lazy = readdirSync(join(dist, 'assets'))
      .filter((file) => file.endsWith('.js') && !urls.some((url) => url.endsWith(file)))
      .map((file) => ({ file, kib: gzipKiB(join(dist, 'assets', file)) }))
      .sort((a, b) => b.kib - a.kib);
    const biggest = lazy
      .slice(0, 3)
      .map((chunk) => `${chunk.file.replace(/-[\w-]{8}\.js$/, '')} ${chunk.kib.toFixed(0)}`)
      .join(', ');
    return [
      figure('JS for first render (gzip)', entry, 'KiB', { max: 250 }, `${urls.length} files`),
      figure(
        'lazy JS (gzip)',
        lazy.reduce((sum, c) => sum + c.kib, 0),
        'KiB',
        {},
        `largest: ${biggest}`,
      ),
    ];
  },
};
