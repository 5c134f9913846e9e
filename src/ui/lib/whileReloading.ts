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
