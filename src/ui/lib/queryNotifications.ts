import { notifyManager } from '@tanstack/react-query';

/**
 * TanStack Query tells its observers about new data in a task of its own (`setTimeout(…, 0)`)
 * by default. A count reply from the token worker then waits behind every task already queued
 * (Monaco's timers, React's deferred renders) before the meter renders it: milliseconds of
 * each keystroke's "typed → figure" time. Delivered in a microtask instead, the reply's own
 * task renders the figure. Notifications stay batched: everything one change of the cache
 * notifies (all its observers) is delivered together, once the change is done.
 */
export function notifyQueryObserversInMicrotasks(): void {
  notifyManager.setScheduler(queueMicrotask);
}
