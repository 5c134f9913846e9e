import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  getCompressionWorkerHealth,
  restartCompressionWorker,
  subscribeCompressionWorkerHealth,
} from '../../../workers/compression/client';

/** How long the notice of a restart stays on screen (a give-up stays until the retry). */
export const RESTART_NOTICE_MS = 20_000;

/**
 * Says that the compression worker was restarted (it stopped answering, closed or crashed) and
 * what became of the requests it held, or that it could not be restarted, with a retry.
 */
export function WorkerHealthNotice() {
  const health = useSyncExternalStore(subscribeCompressionWorkerHealth, getCompressionWorkerHealth);
  const [expired, setExpired] = useState<number | null>(null);
  useEffect(() => {
    if (health.state !== 'restarted') return;
    const timer = setTimeout(
      () => setExpired(health.at),
      Math.max(0, health.at + RESTART_NOTICE_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [health]);
  if (health.state === 'running') return null;
  if (health.state === 'restarted' && expired === health.at) return null;
  const n = health.failedRequests;
  const failed = n === 0 ? '' : ` ${n === 1 ? 'One request' : `${n} requests`} in progress failed.`;
  return (
    <p className="notice notice-error" role="alert" data-testid="compression-worker-notice">
      {health.message}
      {failed}
      {health.state === 'stopped' && (
        <>
          {' '}
          <button type="button" className="btn" onClick={restartCompressionWorker}>
            Start the worker again
          </button>
        </>
      )}
    </p>
  );
}
