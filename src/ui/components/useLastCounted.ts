import { useState } from 'react';

/** Figures counted in some vocabulary, and which one. */
export interface Counted<T> {
  value: T;
  encoding: string;
}

/**
 * The newest complete figures, kept while new ones are counted (as the meter keeps the
 * previous figures while a vocabulary loads). `value` is null while counting; the result says
 * whether the shown figures are current and which vocabulary they were counted in.
 */
export function useLastCounted<T>(
  value: T | null,
  encoding: string,
): { shown: Counted<T> | null; counting: boolean } {
  const [last, setLast] = useState<Counted<T> | null>(null);
  if (value !== null && (last?.value !== value || last.encoding !== encoding)) {
    // Derived state: React re-renders at once with the new figures.
    setLast({ value, encoding });
  }
  const shown = value !== null ? { value, encoding } : last;
  return { shown, counting: value === null };
}
