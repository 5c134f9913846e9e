import { useSyncExternalStore } from 'react';
import {
  getSessionWorkerHealth,
  restartSessionWorker,
  subscribeSessionWorkerHealth,
} from '../../../workers/session/client';

/** Says when the session worker was restarted or given up on, with a retry for the latter. */
export function SessionWorkerNotice() {
  const health = useSyncExternalStore(subscribeSessionWorkerHealth, getSessionWorkerHealth);
  if (health.state === 'running') return null;
  return (
    <div
      className={`notice ${health.state === 'stopped' ? 'notice-error' : 'notice-warning'}`}
      role={health.state === 'stopped' ? 'alert' : 'status'}
    >
      <span>{health.message}</span>
      {health.state === 'stopped' && (
        <button type="button" className="btn" onClick={restartSessionWorker}>
          Start it again
        </button>
      )}
    </div>
  );
}
