import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What a content-hashed file may be cached as: a year, never revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Types of the built files worth compressing (the vocabulary is compressed already). */
const TEXT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/**
 * The file of the build's `assets/` folder under `outDir` that `url` names, or null. Every
 * name there carries its content hash, so its bytes never change; anything else (the page,
 * sw.js, samples/, a missing file answered with the page) keeps the server's own handling.
 */
export function builtAssetFile(outDir: string, url: string): string | null {
  const path = url.split(/[?#]/)[0] ?? '';
  if (!path.startsWith('/assets/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const file = normalize(join(outDir, decoded));
  if (!file.startsWith(join(outDir, 'assets') + sep)) return null;
  return statSync(file, { throwIfNoEntry: false })?.isFile() ? file : null;
}

/** The gzip form of a built text file, made once per file: the bytes never change. */
export function gzippedOnce(): (file: string) => Buffer {
  const made = new Map<string, Buffer>();
  return (file) => {
    let body = made.get(file);
    if (!body) {
      body = gzipSync(readFileSync(file));
      made.set(file, body);
    }
    return body;
  };
}

/**
 * Serves the build's hashed files from `vite preview` as a production host does:
 * - cached as immutable. With the server's `no-cache`, the chunk the page prefetched
 *   (scripts/build/staticShell.ts) was asked for again when the app imported it, and the
 *   first render waited for that round trip;
 * - compressed once, not on every request. A cold page load fetches about 8 MB of scripts,
 *   and compressing them again for each page cost the server half a CPU second per load.
 */
export function immutableAssets(): Plugin {
  return {
    name: 'promptscope:immutable-assets',
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      const gzipped = gzippedOnce();
      server.middlewares.use((req, res, next) => {
        const file = req.url ? builtAssetFile(dist, req.url) : null;
        if (!file) return next();
        res.setHeader('Cache-Control', IMMUTABLE);
        const type = TEXT_TYPES[extname(file)];
        const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        if (req.method !== 'GET' || !type || !acceptsGzip || req.headers.range) return next();
        const body = gzipped(file);
        res.writeHead(200, {
          'Content-Type': type,
          'Content-Encoding': 'gzip',
          'Content-Length': body.length,
          Vary: 'Accept-Encoding',
        });
        res.end(body);
      });
    },
  };
}
