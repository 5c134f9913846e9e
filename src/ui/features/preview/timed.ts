/**
 * Runs `work` and records its duration as a User Timing measure named `name` (read by
 * `npm run bench` through a PerformanceObserver). The entry is cleared at once so the
 * timeline does not grow with every keystroke.
 */
export function timed<T>(name: string, work: () => T): T {
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
