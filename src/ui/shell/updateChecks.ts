/**
 * When an open tab asks the server whether a new version is out. The browser itself looks only
 * on a navigation (and a tab left open for days never navigates), so the app asks too: when
 * the tab comes back (focus, shown again, back online) and every half hour while it is shown.
 * A hidden or offline tab never asks; a burst of focus changes asks once.
 */

/** Between two checks, at least this long (focus can come and go many times a minute). */
export const UPDATE_CHECK_GAP_MS = 60_000;
/** A tab left open and shown checks this often. */
export const UPDATE_CHECK_EVERY_MS = 30 * 60_000;

/** What the schedule reads and listens to: the browser's by default, a fake in tests. */
export interface UpdateCheckEnv {
  now: () => number;
  visible: () => boolean;
  online: () => boolean;
  /** Runs `run` every `ms`; returns the function that stops it. */
  every: (ms: number, run: () => void) => () => void;
  /** Runs `run` each time the tab comes back; returns the function that stops it. */
  onReturn: (run: () => void) => () => void;
}

/** Whether to check now, given when the last check was. */
export function shouldCheckForUpdate(state: {
  now: number;
  lastCheckAt: number;
  visible: boolean;
  online: boolean;
}): boolean {
  return state.visible && state.online && state.now - state.lastCheckAt >= UPDATE_CHECK_GAP_MS;
}

export function browserUpdateCheckEnv(): UpdateCheckEnv {
  return {
    now: () => Date.now(),
    visible: () => document.visibilityState === 'visible',
    online: () => navigator.onLine !== false,
    every: (ms, run) => {
      const timer = setInterval(run, ms);
      return () => clearInterval(timer);
    },
    onReturn: (run) => {
      const onVisible = () => {
        if (document.visibilityState === 'visible') run();
      };
      window.addEventListener('focus', run);
      window.addEventListener('online', run);
      document.addEventListener('visibilitychange', onVisible);
      return () => {
        window.removeEventListener('focus', run);
        window.removeEventListener('online', run);
        document.removeEventListener('visibilitychange', onVisible);
      };
    },
  };
}

/**
 * Calls `check` (the service worker registration's `update()`) on the schedule above, counting
 * from now (registering has just fetched the worker's script). Returns the function that stops.
 */
export function scheduleUpdateChecks(
  check: () => Promise<unknown>,
  env: UpdateCheckEnv = browserUpdateCheckEnv(),
): () => void {
  let lastCheckAt = env.now();
  const maybeCheck = () => {
    const now = env.now();
    if (!shouldCheckForUpdate({ now, lastCheckAt, visible: env.visible(), online: env.online() }))
      return;
    lastCheckAt = now;
    // A failed check (offline after all, server down) changes nothing: the next one retries.
    check().catch(() => undefined);
  };
  const stopEvery = env.every(UPDATE_CHECK_EVERY_MS, maybeCheck);
  const stopReturn = env.onReturn(maybeCheck);
  return () => {
    stopEvery();
    stopReturn();
  };
}
