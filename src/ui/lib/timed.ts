/** Set to true (e.g. by `npm run bench` through an init script) to record timings. */
declare global {
  var __PROMPTSCOPE_TIMING__: boolean | undefined;
}

/**
 * Runs `work`; when `globalThis.__PROMPTSCOPE_TIMING__` is true, also records its duration
 * as a User Timing measure named `name` (read by `npm run bench` through a
 * PerformanceObserver) and clears it at once so the timeline does not grow per keystroke.
 */
export function timed<T>(name: string, work: () => T): T {
  if (!globalThis.__PROMPTSCOPE_TIMING__) return work();
  const start = performance.now();
  const result = work();
  try {
    performance.measure(name, { start, end: performance.now() });
    performance.clearMeasures(name);
  } catch {
    // Environments without User Timing Level 3 simply skip the measure.
  }
  return result;
}
