/**
 * The Session cost view's worker counts in the Gemini vocabulary, which takes a while to
 * load: it is started before the view opens — when its tab is pointed at or focused, and once
 * the page is idle after the meter's own vocabulary is ready (so it never competes with the
 * first figures). The session client is loaded on demand, as the view itself is.
 */
import { useEffect } from 'react';
import { getVocabularyStatus, subscribeVocabularyStatus } from '../../workers/tokenCount/client';
import { whenIdle } from '../lib/whenIdle';

/** The longest wait for an idle moment once the meter's vocabulary is ready. */
const IDLE_TIMEOUT_MS = 5_000;

/** Starts the session worker and its vocabulary (once per worker; see the session client). */
export function prewarmSessionView(): void {
  void import('../../workers/session/client').then(
    (client) => client.prewarmSessionWorker(),
    () => undefined, // the view's own load reports a chunk that cannot arrive
  );
}

/** Prewarms once the meter's vocabulary is ready and the page is idle (when `enabled`). */
export function usePrewarmSessionWhenIdle(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let cancelIdle: (() => void) | null = null;
    const check = () => {
      if (cancelIdle || getVocabularyStatus()?.phase !== 'ready') return;
      cancelIdle = whenIdle(prewarmSessionView, IDLE_TIMEOUT_MS);
    };
    const unsubscribe = subscribeVocabularyStatus(check);
    check();
    return () => {
      unsubscribe();
      cancelIdle?.();
    };
  }, [enabled]);
}
