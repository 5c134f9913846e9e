/** Small statistics for bench figures. */

/** The p-th percentile (0–100) of `values`, nearest-rank; NaN for no values. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export const median = (values) => percentile(values, 50);

/** A figure row: `max`/`min` are targets (the value should stay at or under / over them). */
export function figure(name, value, unit, target = {}, note = '') {
  return { figure: name, value, unit, ...target, note };
}
