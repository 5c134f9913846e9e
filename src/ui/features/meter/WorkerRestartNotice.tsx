import { useEffect, useState, useSyncExternalStore } from 'react';
import { getLastWorkerRestart, subscribeWorkerRestart } from '../../../workers/tokenCount/client';

/** How long the notice of a restart stays on screen. */
export const RESTART_NOTICE_MS = 20_000;

/**
 * Says that the token counter was restarted (it stopped answering or crashed), and what
 * became of the counts it was working on; the figures are counted again by the new worker.
 */
export function WorkerRestartNotice() {
  const restart = useSyncExternalStore(subscribeWorkerRestart, getLastWorkerRestart);
  const [expired, setExpired] = useState<number | null>(null);
  useEffect(() => {
    if (!restart) return;
    const timer = setTimeout(
      () => setExpired(restart.at),
      Math.max(0, restart.at + RESTART_NOTICE_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [restart]);
  if (!restart || expired === restart.at) return null;
  const n = restart.failedCounts;
  const failed =
    n === 0 ? '' : ` ${n === 1 ? 'One count' : `${n} counts`} in progress failed; counting again.`;
  return (
    <p className="meter-notice" role="alert" data-testid="counter-restarted">
      {restart.message}
      {failed}
    </p>
  );
}
