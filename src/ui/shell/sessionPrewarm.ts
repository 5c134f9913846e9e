/**
 * The Session cost view's worker counts in the Gemini vocabulary, which takes a while to
 * load: it is started before the view opens — when its tab is pointed at or focused, and once
 * the page is idle after the meter's own vocabulary is ready (so it never competes with the
 * first figures). The prewarm carries what the view would simulate now (the opening texts of
 * the rendered prompt, the settings, the prices: core's `sessionRunInputs`, as the view builds
 * them), so the worker counts the opening texts ahead and, for a generated conversation (the
 * session settings' generator), reads, counts and replays it ahead. The first one loads the
 * worker's vocabulary, the heaviest of this work: it waits until the configuration has stood
 * still a while too, so that it does not compete with the meter's counts while the user is
 * changing things (a release switch's new text, say). After a change of the configuration it is
 * sent again once the page has been idle a while, until the view opens.
 * The session client is loaded on demand, as the view itself is.
 */
import { useCallback, useEffect } from 'react';
import { modelIdInForce, sessionRunInputs, type SessionRunInputs } from '../../core';
import type { SessionSource } from '../../workers/session/client';
import { getVocabularyStatus, subscribeVocabularyStatus } from '../../workers/tokenCount/client';
import { whenIdle } from '../lib/whenIdle';
import { selectRenderedPrompt } from '../prompt/useRenderedPrompt';
import { subscribeConfigChanges, useConfig, useConfigStore } from '../store/configStore';

/** The longest wait for an idle moment once the meter's vocabulary is ready. */
const IDLE_TIMEOUT_MS = 5_000;
/** How long the configuration stays unchanged before it is prewarmed again. */
export const PREWARM_AGAIN_AFTER_MS = 300;
/**
 * How long the configuration stays unchanged before the first prewarm (which loads the session
 * worker's vocabulary, hundreds of ms on a second core): longer than the pause between changes
 * of someone trying one setting after another.
 */
export const FIRST_PREWARM_STILL_MS = 1_000;

/** Starts the session worker and its vocabulary, and counts `source` ahead (see the client). */
export function prewarmSessionView(source?: SessionSource, run?: SessionRunInputs): void {
  void import('../../workers/session/client').then(
    (client) => client.prewarmSessionWorker(source, run),
    () => undefined, // the view's own load reports a chunk that cannot arrive
  );
}

/** What the view would simulate for the configuration now (as useSessionInput builds it). */
function currentRunInputs(): SessionRunInputs {
  const config = useConfigStore.getState().config;
  const systemText = selectRenderedPrompt(config).text;
  return sessionRunInputs(config, systemText, { model: modelIdInForce(config.gemini) });
}

/** Prewarms the view for the configuration (its conversation when it is a generated one). */
export function usePrewarmSessionView(): () => void {
  const session = useConfig((c) => c.session);
  const { turns, seed, toolOutputChars } = session.generated;
  const generated = session.source === 'generated';
  return useCallback(
    () =>
      prewarmSessionView(
        generated ? { kind: 'generated', turns, seed, toolOutputChars } : undefined,
        currentRunInputs(),
      ),
    [generated, turns, seed, toolOutputChars],
  );
}

/**
 * Prewarms once the meter's vocabulary is ready, the configuration has not changed for
 * {@link FIRST_PREWARM_STILL_MS} and the page is idle, then again after each change once the
 * configuration has stood still {@link PREWARM_AGAIN_AFTER_MS} and the page is idle (while
 * `enabled`: the Gemini target, the view not shown).
 */
export function usePrewarmSessionWhenIdle(enabled: boolean): void {
  const prewarm = usePrewarmSessionView();
  useEffect(() => {
    if (!enabled) return;
    let cancelIdle: (() => void) | null = null;
    let again: ReturnType<typeof setTimeout> | null = null;
    let still: ReturnType<typeof setTimeout> | null = null;
    let lastChange = -Infinity;
    const check = () => {
      if (still || cancelIdle || getVocabularyStatus()?.phase !== 'ready') return;
      const wait = lastChange + FIRST_PREWARM_STILL_MS - Date.now();
      if (wait > 0) {
        still = setTimeout(() => {
          still = null;
          check();
        }, wait);
        return;
      }
      cancelIdle = whenIdle(prewarm, IDLE_TIMEOUT_MS);
    };
    const unsubscribe = subscribeVocabularyStatus(check);
    const unsubscribeConfig = subscribeConfigChanges(() => {
      lastChange = Date.now();
      if (!cancelIdle) {
        // Not prewarmed yet: the first prewarm waits for this change to stand still.
        if (still) clearTimeout(still);
        still = null;
        check();
        return;
      }
      if (again) clearTimeout(again);
      again = setTimeout(() => {
        cancelIdle?.();
        cancelIdle = whenIdle(prewarm, IDLE_TIMEOUT_MS);
      }, PREWARM_AGAIN_AFTER_MS);
    });
    check();
    return () => {
      unsubscribe();
      unsubscribeConfig();
      if (again) clearTimeout(again);
      if (still) clearTimeout(still);
      cancelIdle?.();
    };
  }, [enabled, prewarm]);
}
