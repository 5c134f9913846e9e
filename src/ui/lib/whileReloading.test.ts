/** A chunk whose load was cancelled for a reload never reaches React as `undefined`. */
import { describe, expect, it } from 'vitest';
import { lazyChunk, whileReloading } from './whileReloading';

describe('whileReloading', () => {
  it('passes a loaded module through', () => {
    const module = { default: 'view' };
    expect(whileReloading(module)).toBe(module);
  });

  it('waits for ever when the import resolved with nothing (a reload is under way)', async () => {
    const settled = await Promise.race([
      Promise.resolve(whileReloading(undefined)).then(() => 'settled'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 50)),
    ]);
    expect(settled).toBe('still waiting');
  });

  it('lazyChunk waits the same way for an import that resolved with nothing', async () => {
    const settled = await Promise.race([
      lazyChunk(Promise.resolve(undefined)).then(() => 'settled'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 50)),
    ]);
    expect(settled).toBe('still waiting');
    await expect(lazyChunk(Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });
});
