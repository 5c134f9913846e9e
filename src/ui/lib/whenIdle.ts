/**
 * Runs `work` once the browser is idle, at most `timeout` ms later. Without idle callbacks it
 * runs after `fallbackDelay` ms instead. `work` gets the idle deadline when there is one.
 * Returns a function that cancels it.
 */
export function whenIdle(
  work: (deadline?: IdleDeadline) => void,
  timeout: number,
  fallbackDelay = 0,
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(() => work(), fallbackDelay);
  return () => window.clearTimeout(handle);
}
