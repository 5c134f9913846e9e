/**
 * The Session cost view's worker counts in the Gemini vocabulary, which takes a while to
 * load: it is started before the view opens — when its tab is pointed at or focused, and once
 * the page is idle after the meter's own vocabulary is ready (so it never competes with the
 * first figures). A generated conversation (the session settings' generator) is read and
 * counted ahead too. The session client is loaded on demand, as the view itself is.
 */
import { useCallback, useEffect } from 'react';
import type { SessionSource } from '../../workers/session/client';
import { getVocabularyStatus, subscribeVocabularyStatus } from '../../workers/tokenCount/client';
import { whenIdle } from '../lib/whenIdle';
import { useConfig } from '../store/configStore';

/** The longest wait for an idle moment once the meter's vocabulary is ready. */
const IDLE_TIMEOUT_MS = 5_000;

/** Starts the session worker and its vocabulary, and counts `source` ahead (see the client). */
export function prewarmSessionView(source?: SessionSource): void {
  void import('../../workers/session/client').then(
    (client) => client.prewarmSessionWorker(source),
    () => undefined, // the view's own load reports a chunk that cannot arrive
  );
}

/** Prewarms the view for the configuration's conversation when it is a generated one. */
export function usePrewarmSessionView(): () => void {
  const session = useConfig((c) => c.session);
  const { turns, seed, toolOutputChars } = session.generated;
  const generated = session.source === 'generated';
  return useCallback(
    () =>
      prewarmSessionView(
        generated ? { kind: 'generated', turns, seed, toolOutputChars } : undefined,
      ),
    [generated, turns, seed, toolOutputChars],
  );
}

/** Prewarms once the meter's vocabulary is ready and the page is idle (when `enabled`). */
export function usePrewarmSessionWhenIdle(enabled: boolean): void {
  const prewarm = usePrewarmSessionView();
  useEffect(() => {
    if (!enabled) return;
    let cancelIdle: (() => void) | null = null;
    const check = () => {
      if (cancelIdle || getVocabularyStatus()?.phase !== 'ready') return;
      cancelIdle = whenIdle(prewarm, IDLE_TIMEOUT_MS);
    };
    const unsubscribe = subscribeVocabularyStatus(check);
    check();
    return () => {
      unsubscribe();
      cancelIdle?.();
    };
  }, [enabled, prewarm]);
}
