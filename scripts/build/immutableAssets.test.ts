/** The preview server's handling of the build's hashed files: immutable, compressed once. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { builtAssetFile, gzippedOnce } from './immutableAssets';

const dist = mkdtempSync(join(tmpdir(), 'promptscope-dist-'));
mkdirSync(join(dist, 'assets'));
mkdirSync(join(dist, 'assetsX'));
writeFileSync(join(dist, 'assetsX', 'a.js'), 'x');
const app = join(dist, 'assets', 'app-AbC123.js');
writeFileSync(app, 'export const a = 1;'.repeat(100));
writeFileSync(join(dist, 'index.html'), '<!doctype html>');
writeFileSync(join(dist, 'sw.js'), 'x');

describe('builtAssetFile', () => {
  it('names an existing file of assets/, with or without a query', () => {
    expect(builtAssetFile(dist, '/assets/app-AbC123.js')).toBe(app);
    expect(builtAssetFile(dist, '/assets/app-AbC123.js?v=1')).toBe(app);
  });

  it('is null for the page, the service worker, a missing asset and the folder itself', () => {
    for (const url of ['/', '/index.html', '/sw.js', '/assets/app-Missing.js', '/assets/']) {
      expect(builtAssetFile(dist, url)).toBeNull();
    }
  });

  it('never follows a path out of assets/', () => {
    expect(builtAssetFile(dist, '/assets/../index.html')).toBeNull();
    expect(builtAssetFile(dist, '/assets/%2e%2e/sw.js')).toBeNull();
    expect(builtAssetFile(dist, '/assets/%E0%A4%A')).toBeNull();
    expect(builtAssetFile(dist, '/assets/../assetsX/a.js')).toBeNull();
  });
});

describe('gzippedOnce', () => {
  it('gives the file gzipped, the same buffer on every later call', () => {
    const gzipped = gzippedOnce();
    const body = gzipped(app);
    expect(gunzipSync(body).toString()).toBe('export const a = 1;'.repeat(100));
    expect(body.length).toBeLessThan(200);
    expect(gzipped(app)).toBe(body);
  });
});
