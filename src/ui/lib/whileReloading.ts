/**
 * A lazy chunk's module, or a promise that never settles when there is none. When a chunk
 * fails to load and preloadRecovery.ts reloads the page, it cancels Vite's `vite:preloadError`,
 * and Vite then resolves the import with `undefined`: React would throw reading its `default`
 * (and the view's boundary would log an error) in the moment before the page goes. Waiting
 * instead leaves the Suspense fallback on screen until the reload replaces the page.
 */
export function whileReloading<T>(module: T | undefined): T | Promise<T> {
  return module ?? new Promise<T>(() => undefined);
}

/**
 * `load` (a dynamic import, passed as the argument so Vite's preload wrapper is inside it)
 * resolved with its module, or waiting for a reload that is under way. Written as
 * `import(x).then(whileReloading)`, Vite would move the `.then` into its wrapper, before the
 * point where a cancelled error turns into `undefined`.
 */
export function lazyChunk<T>(load: Promise<T | undefined>): Promise<T> {
  return load.then((module) => whileReloading(module));
}
